import { z } from 'zod';
import { lenientArray } from './lenient-array';
import { imageSchema } from './asset.schema';
import { contrastRatio, defaultBrandColours, hexColourPattern, readableContrast } from './colour';
import type { ContentProblem } from './content-problem';
import { parseFieldByField } from './field-by-field';
import { enquiryTypesSchema, formWordingSchema } from './form-wording.schema';
import {
  navigationItemSchema,
  type NavigationItem,
  type NavigationLink,
} from './navigation.schema';

const colour = z.string().regex(hexColourPattern, 'Expected a colour such as #244742');

/** The colours that white text sits on and that are text on the page: at least 4.5:1 on both. */
const onPageColours = ['brandColour', 'widgetColour'] as const;

/** Site settings with the defaults of spec 1 §3 and spec 2 §3. */
export const settingsSchema = z
  .object({
    siteId: z.string().min(1),
    siteName: z.string().min(1),
    siteDescription: z.string().default(''),
    siteUrl: z.string().optional(),
    siteEmail: z.string().optional(),
    logo: imageSchema.optional(),
    /** The browser tab's icon; the site's own when absent. */
    favicon: imageSchema.optional(),
    /** The header, footer and primary buttons (white text on it), links and the browser's bar. */
    brandColour: colour.optional(),
    /** The secondary buttons, such as the header's Book Now; their text is black or white to suit. */
    accentColour: colour.optional(),
    /** The page's background, behind black text. */
    pageColour: colour
      .refine((value) => contrastRatio(value, '#000000') >= 10, {
        message: 'Expected a light colour: black text on it reads at under 10:1',
      })
      .optional(),
    bookNowText: z.string().min(1).default('Book Now'),
    bookingTileType: z.enum(['standard', 'alternative']).default('standard'),
    /** The booking journey's buttons and chosen times; the brand colour when absent. */
    widgetColour: colour.optional(),
    cookieBannerStyle: z.enum(['bar', 'modal']).default('bar'),
    smsOptIn: z.boolean().default(false),
    feedbackUrl: z.string().optional(),
    /** The brand's gift-card shop, where the old gift-card URLs go (spec 1 §2 "Legacy redirects"). */
    giftCardUrl: z.string().optional(),
    showFormLabels: z.boolean().default(true),
    showFormPlaceholders: z.boolean().default(true),
    /** The diner forms' labels, placeholders, help, buttons and thanks (form-wording.schema.ts). */
    formWording: formWordingSchema,
    /** The enquiry types the enquiry forms offer and their routes accept; the code's when absent. */
    enquiryTypes: enquiryTypesSchema,
    hideGenderPreference: z.boolean().default(false),
    /** The occasions a customer can save a date for (spec 2 §3: the occasion-date shape). */
    occasionKinds: z.array(z.string().min(1)).default(['Birthday', 'Anniversary']),
    showMenuSearch: z.boolean().default(true),
    showMenuDropdown: z.boolean().default(true),
    showChildCovers: z.boolean().default(true),
    showLocalBookNow: z.boolean().default(true),
    carouselArrows: z.boolean().default(true),
    carouselDots: z.boolean().default(false),
    defaultRestaurantId: z.string().default(''),
    loadingColor: colour.optional(),
    /** Whether the footer offers the newsletter's 'Sign Up Here' (the brand has a /sign-up page). */
    showNewsletterSignUp: z.boolean().default(true),
    headerSolidOffset: z.number().int().min(0).default(250),
    backToTopOffset: z.number().int().min(0).default(600),
    backToTopBottomOffset: z.number().int().min(0).optional(),
    backToTopIcon: z.enum(['chevron-up', 'arrow-up']).default('chevron-up'),
    mastheadItems: lenientArray(navigationItemSchema),
    socialMediaItems: lenientArray(navigationItemSchema),
    footerItems: lenientArray(navigationItemSchema),
  })
  .superRefine((settings, ctx) => {
    // Colours that are text on the page and carry white text must read on both: an editor's pale
    // brand colour would otherwise fail every page's contrast.
    const page = settings.pageColour ?? defaultBrandColours.pageColour;
    for (const field of onPageColours) {
      const value = settings[field];
      if (!value) continue;
      const worst = Math.min(contrastRatio(value, page), contrastRatio(value, '#ffffff'));
      if (worst < readableContrast) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `Expected a darker colour: white text on it, or it on the page colour, reads at ${worst.toFixed(1)}:1, under 4.5:1`,
        });
      }
    }
  });
/** The settings, and (read from the content) the options an editor got wrong, left at their default. */
export type Settings = z.infer<typeof settingsSchema> & { contentProblems?: ContentProblem[] };

/**
 * The settings entry as the content source reads it: field by field (field-by-field.ts), so a
 * wrong option falls back to its default, is logged and is named in preview, and only a missing
 * site id or name fails the entry ('Settings is not defined', spec 1 §4).
 */
export const settingsEntrySchema = z.unknown().transform((value, ctx): Settings => {
  const read = parseFieldByField(settingsSchema, value);
  if (read.success) return read.data;
  ctx.addIssue({ code: 'custom', message: z.prettifyError(read.error) });
  return z.NEVER;
});

/**
 * Settings no page renders: the addresses the server's own features read from the content
 * (e-mail recipients, the site's address, the old URLs' targets). They stay out of every page's props, which are sent with each page (issue 31).
 */
type ServerOnlySetting = 'siteEmail' | 'siteUrl' | 'feedbackUrl' | 'giftCardUrl';

/**
 * A masthead, footer or social link as a page carries it: only what the layout shows. A link
 * opening in the same tab, with no dropdown, says nothing of either; the link's style is for tile
 * buttons, which the layout has none of.
 */
export interface LayoutLink {
  linkText: string;
  linkUrl?: string;
  description?: string;
  openInNewTab?: boolean;
  className?: string;
}

/** A masthead item: a link, or a dropdown of links when it has some. */
export interface LayoutNavigationItem extends LayoutLink {
  links?: LayoutLink[];
}

type LayoutNavigation = 'mastheadItems' | 'socialMediaItems' | 'footerItems';

/** The settings a page's layout, blocks and tile loaders use: what a page's props carry. */
export type LayoutSettings = Omit<
  Settings,
  ServerOnlySetting | LayoutNavigation | 'contentProblems'
> &
  Record<LayoutNavigation, LayoutNavigationItem[]>;

/** A link's fields that the layout shows (props are JSON: an unset field is left out). */
function layoutLink(link: NavigationLink): LayoutLink {
  return {
    linkText: link.linkText,
    ...(link.linkUrl !== undefined && { linkUrl: link.linkUrl }),
    ...(link.description !== undefined && { description: link.description }),
    ...(link.openInNewTab && { openInNewTab: true }),
    ...(link.className !== undefined && { className: link.className }),
  };
}

function layoutItem(item: NavigationItem): LayoutNavigationItem {
  return {
    ...layoutLink(item),
    ...(item.links.length > 0 && { links: item.links.map(layoutLink) }),
  };
}

/** The settings without those no page renders (`LayoutSettings`). */
export function layoutSettingsOf({
  siteEmail: _siteEmail,
  siteUrl: _siteUrl,
  feedbackUrl: _feedbackUrl,
  giftCardUrl: _giftCardUrl,
  contentProblems: _contentProblems,
  ...layout
}: Settings): LayoutSettings {
  return {
    ...layout,
    mastheadItems: layout.mastheadItems.map(layoutItem),
    socialMediaItems: layout.socialMediaItems.map(layoutItem),
    footerItems: layout.footerItems.map(layoutItem),
  };
}
