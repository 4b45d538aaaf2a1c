import { z } from 'zod';
import { imageSchema, lenientArray, navigationLinkSchema } from '@/lib/content';

/** A banner tile: an in-page promotional strip with a title, subtitle, links and a small image. */
export const bannerTileSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  links: lenientArray(navigationLinkSchema),
  image: imageSchema.optional(),
});
export type BannerTileProps = z.infer<typeof bannerTileSchema>;
