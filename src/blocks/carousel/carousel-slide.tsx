import { ContentImage, Heading, useIsFirstTile } from '@/lib/ui';
import { LinkButtons } from '../shared/link-buttons';
import styles from './carousel.module.scss';
import type { CarouselSlide as Slide } from './carousel.schema';

interface CarouselSlideProps {
  slide: Slide;
  /** 1-based place among the slides. */
  position: number;
  count: number;
  /** Levels below the tile's own heading level (1 when the carousel has a title). */
  headingDepth: number;
}

/** One slide: its picture, then its title, subtitle and links. */
export function CarouselSlide({ slide, position, count, headingDepth }: CarouselSlideProps) {
  // The first slide of a carousel that opens the page is what shows on arrival.
  const opensPage = useIsFirstTile() && position === 1;
  const hasCaption = slide.title || slide.subtitle || slide.links.length > 0;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      className={styles.slide}
    >
      <div className={styles.picture}>
        <ContentImage
          image={slide.image}
          fill
          sizes="(min-width: 1200px) 1140px, (min-width: 992px) 960px, 100vw"
          priority={opensPage}
        />
      </div>
      {hasCaption && (
        <div className="pt-3">
          {slide.title && (
            <Heading depth={headingDepth} className="h4 mb-2">
              {slide.title}
            </Heading>
          )}
          {slide.subtitle && <p className="mb-0">{slide.subtitle}</p>}
          <LinkButtons links={slide.links} className="mt-3 align-items-center" />
        </div>
      )}
    </div>
  );
}
