import { Icon } from '@/lib/ui';
import styles from './carousel.module.scss';

interface CarouselControlsProps {
  count: number;
  /** 0-based index of the slide showing. */
  current: number;
  showArrows: boolean;
  showDots: boolean;
  onSelect: (index: number) => void;
}

/** Previous and next buttons around a dot per slide, as the site settings ask. */
export function CarouselControls({
  count,
  current,
  showArrows,
  showDots,
  onSelect,
}: CarouselControlsProps) {
  if (!showArrows && !showDots) return null;
  return (
    <div className="d-flex align-items-center justify-content-center gap-3 mt-3">
      {showArrows && (
        <button
          type="button"
          className={styles.arrow}
          aria-label="Previous slide"
          onClick={() => onSelect(current - 1)}
        >
          <Icon name="chevron-left" />
        </button>
      )}
      {showDots && (
        <div className="d-flex flex-wrap justify-content-center">
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSelect(index)}
            />
          ))}
        </div>
      )}
      {showArrows && (
        <button
          type="button"
          className={styles.arrow}
          aria-label="Next slide"
          onClick={() => onSelect(current + 1)}
        >
          <Icon name="chevron-right" />
        </button>
      )}
    </div>
  );
}
