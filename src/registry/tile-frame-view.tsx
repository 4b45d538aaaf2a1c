import type { ReactNode } from 'react';
import { backgroundClass } from '@/lib/ui';
import { AnimateOnScroll } from './animate-on-scroll';
import type { TileFrame } from './tile-frame.schema';

/** The frame every tile sits in: its anchor, background, width in grid columns and height. */
interface TileFrameViewProps {
  frame: TileFrame;
  /** Draft mode: tag the tile for the live preview inspector. */
  preview?: boolean;
  /**
   * The tile opens the page: it is on screen at once, so it never makes an entrance (nor waits,
   * hidden, to make one), whatever its animation effect.
   */
  first?: boolean;
  children: ReactNode;
}

export function TileFrameView({
  frame,
  preview = false,
  first = false,
  children,
}: TileFrameViewProps) {
  const className = [
    'tile',
    'col-12',
    frame.width < 12 ? `col-lg-${frame.width}` : '',
    frame.background ? backgroundClass(frame.background) : '',
    `tile-height-${frame.height}`,
    frame.backgroundAnimationEffect !== 'none'
      ? `tile-bg-motion-${frame.backgroundAnimationEffect}`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      id={frame.anchor}
      className={className}
      {...(preview && {
        'data-contentful-entry-id': frame.id,
        'data-contentful-field-id': 'key',
        'data-contentful-locale': 'en-GB',
      })}
    >
      {first || frame.animationEffect === 'none' ? (
        children
      ) : (
        <AnimateOnScroll effect={frame.animationEffect}>{children}</AnimateOnScroll>
      )}
    </section>
  );
}
