import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TileFrame } from './tile-frame.schema';

type Effect = Exclude<TileFrame['animationEffect'], 'none'>;

// framer-motion is downloaded only when an animated tile is about to scroll into view.
const AnimatedFrame = dynamic(() => import('./animated-frame').then((m) => m.AnimatedFrame), {
  ssr: false,
});

/**
 * A tile whose entrance is animated. It is served visible (no script, no wait for the largest
 * paint); a tile already on screen when the page loads stays still; one further down waits,
 * hidden, and animates in with framer-motion as it approaches. Reduced motion: never animates.
 */
export function AnimateOnScroll({ effect, children }: { effect: Effect; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'still' | 'waiting' | 'animating'>('still');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (first) {
          first = false;
          if (entry?.isIntersecting) observer.disconnect();
          else setPhase('waiting');
        } else if (entry?.isIntersecting) {
          setPhase('animating');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (phase === 'animating') return <AnimatedFrame effect={effect}>{children}</AnimatedFrame>;
  return (
    <div ref={ref} style={phase === 'waiting' ? { opacity: 0 } : undefined}>
      {children}
    </div>
  );
}
