import { z } from 'zod';
import { imageSchema, lenientArray, navigationLinkSchema } from '@/lib/content';

/** One slide: a picture with an optional title, subtitle and links (an `image` tile in the CMS). */
export const carouselSlideSchema = z.object({
  id: z.string(),
  image: imageSchema,
  title: z.string().optional(),
  subtitle: z.string().optional(),
  links: lenientArray(navigationLinkSchema),
});
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;

/**
 * A carousel tile: an optional title and its slides (the tile's `items`; a slide without an image
 * is dropped). Arrows and dots follow the site settings, which its loader applies
 * (carousel.tile.server.ts).
 */
export const carouselSchema = z
  .object({
    title: z.string().optional(),
    items: lenientArray(carouselSlideSchema).refine((slides) => slides.length > 0, {
      message: 'A carousel needs at least one slide with an image',
    }),
    showArrows: z.boolean().default(true),
    showDots: z.boolean().default(false),
  })
  .transform(({ items, ...carousel }) => ({ ...carousel, slides: items }));
export type CarouselProps = z.infer<typeof carouselSchema>;
