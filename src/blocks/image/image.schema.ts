import { z } from 'zod';
import { imageSchema as contentImageSchema } from '@/lib/content';

/** An image tile: one image with an optional caption (its title). */
export const imageTileSchema = z.object({
  image: contentImageSchema,
  title: z.string().optional(),
});
export type ImageTileProps = z.infer<typeof imageTileSchema>;
