import type { z } from 'zod';
import { carouselModel, carouselSlideModel } from './carousel.model';

/** One slide: a picture with an optional title, subtitle and links (a `carouselSlide` entry). */
export const carouselSlideSchema = carouselSlideModel.entrySchema;
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;

/**
 * A carousel tile (its fields: carousel.model.ts): an optional title and its slides (a slide
 * without an image is dropped). Arrows and dots follow the site settings, which its loader applies
 * (carousel.tile.server.ts): they are not the tile's fields.
 */
export const carouselSchema = carouselModel.schema.transform(({ items, ...carousel }) => ({
  ...carousel,
  slides: items,
  showArrows: true,
  showDots: false,
}));
export type CarouselProps = z.infer<typeof carouselSchema>;
