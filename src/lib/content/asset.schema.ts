import { z } from 'zod';

/** An asset as the site uses it: where the file is and what it is. */
export const assetSchema = z.object({
  id: z.string(),
  url: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
  contentType: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type Asset = z.infer<typeof assetSchema>;

/** An image asset. */
export const imageSchema = assetSchema.refine((asset) => asset.contentType.startsWith('image/'), {
  message: 'Expected an image',
});
export type Image = z.infer<typeof imageSchema>;

/** A video asset. */
export const videoSchema = assetSchema.refine((asset) => asset.contentType.startsWith('video/'), {
  message: 'Expected a video',
});
export type Video = z.infer<typeof videoSchema>;
