import { useId } from 'react';
import { Heading } from '@/lib/ui';
import styles from './carousel.module.scss';
import { CarouselControls } from './carousel-controls';
import { CarouselSlide } from './carousel-slide';
import type { CarouselProps } from './carousel.schema';
import { useCarousel } from './use-carousel';

/**
 * Slides side by side in a scroll-snap track: visitors swipe, press the arrows or dots, or use
 * the left and right arrow keys. It never moves by itself.
 */
export function CarouselBlock({ title, slides, showArrows, showDots }: CarouselProps) {
  const headingId = useId();
  const { trackRef, current, goTo, onScroll, onKeyDown } = useCarousel(slides.length);
  const several = slides.length > 1;
  const hasControls = several && (showArrows || showDots);
  const label = title ? { 'aria-labelledby': headingId } : { 'aria-label': 'Highlights' };
  const currentTitle = slides[current]?.title;

  return (
    <div className="container py-5">
      {title && (
        <Heading id={headingId} className="mb-4">
          {title}
        </Heading>
      )}
      <div
        role="region"
        aria-roledescription="carousel"
        {...label}
        onKeyDown={several ? onKeyDown : undefined}
      >
        {/* Focusable so keyboard users can scroll it even when no slide has a link. */}
        <div
          ref={trackRef}
          className={`${styles.track} ${hasControls ? styles.noScrollbar : ''}`}
          tabIndex={0}
          onScroll={onScroll}
        >
          {slides.map((slide, index) => (
            <CarouselSlide
              key={slide.id}
              slide={slide}
              position={index + 1}
              count={slides.length}
              headingDepth={title ? 1 : 0}
            />
          ))}
        </div>
        {several && (
          <>
            <CarouselControls
              count={slides.length}
              current={current}
              showArrows={showArrows}
              showDots={showDots}
              onSelect={goTo}
            />
            <p role="status" className="visually-hidden">
              Slide {current + 1} of {slides.length}
              {currentTitle && `: ${currentTitle}`}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
