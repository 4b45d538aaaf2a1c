import { z } from 'zod';
import { lenientArray, navigationLinkSchema, richTextSchema } from '@/lib/content';

/** A text tile: an optional title, rich text and optional call-to-action links. */
export const textSchema = z.object({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  body: richTextSchema,
  links: lenientArray(navigationLinkSchema),
});
export type TextProps = z.infer<typeof textSchema>;
