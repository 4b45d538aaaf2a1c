import { z } from 'zod';
import { lenientArray } from './lenient-array';

const linkFields = {
  linkText: z.string().min(1),
  linkUrl: z.string().optional(),
  description: z.string().optional(),
  openInNewTab: z.boolean().default(false),
  style: z.enum(['link', 'button']).default('link'),
  className: z.string().optional(),
};

/** A link in the masthead, the footer or the social icons. */
export const navigationLinkSchema = z.object(linkFields);
export type NavigationLink = z.infer<typeof navigationLinkSchema>;

/** A masthead item: a plain link, or a dropdown of links when it has `links` (spec 1 §2 Header). */
export const navigationItemSchema = z.object({
  ...linkFields,
  links: lenientArray(navigationLinkSchema),
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;
