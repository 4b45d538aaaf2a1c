import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** How long the track must stay still before a swipe counts as settled on a slide. */
const settleMs = 100;

/**
 * The state of a scroll-snap carousel: which slide shows, and the ways to change it. The track
 * scrolls natively (swipe, trackpad); buttons and arrow keys scroll it to a slide, wrapping round
 * at either end.
 */
export function useCarousel(count: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [current, setCurrent] = useState(0);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const goTo = (index: number) => {
    const target = (index + count) % count;
    setCurrent(target);
    const track = trackRef.current;
    // Assigning scrollLeft honours the track's CSS scroll-behavior: smooth, or instant for
    // visitors who prefer reduced motion.
    if (track) track.scrollLeft = target * track.clientWidth;
  };

  // Read the slide once scrolling stops on a snap point, not on every frame of a smooth scroll.
  const onScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      const index = Math.round(track.scrollLeft / track.clientWidth);
      setCurrent(Math.max(0, Math.min(count - 1, index)));
    }, settleMs);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    // Alt+Left is the browser's Back; leave every modified key alone.
    if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault(); // the track would also scroll itself
    goTo(current + step);
  };

  // Live preview may take slides away from under the current one.
  return { trackRef, current: Math.min(current, count - 1), goTo, onScroll, onKeyDown };
}
