import { z } from 'zod';
import { imageSchema, lenientArray, navigationLinkSchema, videoSchema } from '@/lib/content';

/**
 * A hero tile: a full-width banner over a background image or a looping video, with a title,
 * a subtitle and call-to-action links. The image is the video's poster, so it is needed unless
 * there is a desktop video to show instead.
 */
export const heroSchema = z
  .object({
    title: z.string().min(1),
    subtitle: z.string().optional(),
    image: imageSchema.optional(),
    videoDesktop: videoSchema.optional(),
    videoMobile: videoSchema.optional(),
    links: lenientArray(navigationLinkSchema),
  })
  .refine((hero) => hero.image || hero.videoDesktop, {
    message: 'A hero needs an image or a desktop video',
    path: ['image'],
  });
export type HeroProps = z.infer<typeof heroSchema>;
