import type { z } from 'zod';
import { heroModel } from './hero.model';

/**
 * A hero tile (its fields: hero.model.ts): a full-width banner over a background image or a
 * looping video. The image is the video's poster, so it is needed unless there is a desktop video
 * to show instead.
 */
export const heroSchema = heroModel.schema.refine((hero) => hero.image || hero.videoDesktop, {
  message: 'A hero needs an image or a desktop video',
  path: ['image'],
});
export type HeroProps = z.infer<typeof heroSchema>;
