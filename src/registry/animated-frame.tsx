import { LazyMotion, MotionConfig, domAnimation, m, type Variants } from 'framer-motion';
import type { ReactNode } from 'react';
import type { TileFrame } from './tile-frame.schema';

type Effect = Exclude<TileFrame['animationEffect'], 'none'>;

const hidden: Record<Effect, Variants['hidden']> = {
  fadeIn: { opacity: 0 },
  fadeInUp: { opacity: 0, y: 40 },
  slideInLeft: { opacity: 0, x: -60 },
  slideInRight: { opacity: 0, x: 60 },
  zoomIn: { opacity: 0, scale: 0.92 },
};

/**
 * A tile that animates in as it scrolls into view. Visitors who ask for reduced motion
 * (prefers-reduced-motion) see it without movement.
 */
export function AnimatedFrame({ effect, children }: { effect: Effect; children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          initial="hidden"
          whileInView="shown"
          viewport={{ once: true, amount: 0.2 }}
          variants={{ hidden: hidden[effect], shown: { opacity: 1, x: 0, y: 0, scale: 1 } }}
          transition={{ duration: 0.6, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
