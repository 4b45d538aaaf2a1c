import { z } from 'zod';
import { imageSchema, lenientArray, navigationLinkSchema, richTextSchema } from '@/lib/content';

/**
 * A call-to-action tile: a title, optional subtitle and rich text, at least one link to act on,
 * and an optional image beside the text on wide screens.
 */
export const callToActionSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  body: richTextSchema.optional(),
  links: lenientArray(navigationLinkSchema).refine((links) => links.length > 0, {
    message: 'A call to action needs at least one link',
  }),
  image: imageSchema.optional(),
});
export type CallToActionProps = z.infer<typeof callToActionSchema>;
