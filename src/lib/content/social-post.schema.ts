import { z } from 'zod';
import { imageSchema } from './asset.schema';

/** A post of the social feed. */
export const socialPostSchema = z.object({
  id: z.string(),
  caption: z.string().min(1),
  image: imageSchema,
  url: z.string().optional(),
  network: z.enum(['instagram', 'facebook', 'tiktok']).default('instagram'),
  postedAt: z.string(),
});
export type SocialPost = z.infer<typeof socialPostSchema>;
