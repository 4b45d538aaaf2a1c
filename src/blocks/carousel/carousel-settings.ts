import type { Settings } from '@/lib/content';
import type { CarouselProps } from './carousel.schema';

/** The site settings every carousel follows (spec 1 §3: arrows on, dots off by default). */
export type CarouselSettings = Pick<Settings, 'carouselArrows' | 'carouselDots'>;

/** A carousel's props with the brand's choice of arrows and dots. */
export function applyCarouselSettings(
  props: CarouselProps,
  settings: CarouselSettings,
): CarouselProps {
  return { ...props, showArrows: settings.carouselArrows, showDots: settings.carouselDots };
}
