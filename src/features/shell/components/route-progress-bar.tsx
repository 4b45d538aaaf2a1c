import { routeProgressMessages } from '../messages';
import type { RouteProgressPhase } from '../hooks/use-route-progress';
import styles from './route-progress-bar.module.scss';

interface RouteProgressBarProps {
  phase: RouteProgressPhase;
  /** The settings' loading colour; unset, the brand's (bronze, or saffron for Tavola Express). */
  color?: string;
}

/**
 * The route-change progress bar (spec 1 §9): a 4 px bar in the loading colour across the top.
 * It is only a picture, hidden from assistive technology; they hear "Loading the page" from a
 * polite status instead, and the layout marks the page busy (aria-busy) while it loads.
 */
export function RouteProgressBar({ phase, color }: RouteProgressBarProps) {
  return (
    <>
      {phase !== 'idle' && (
        <div
          className={`${styles.bar} ${phase === 'finishing' ? styles.finishing : ''}`}
          style={color ? { backgroundColor: color } : undefined}
          aria-hidden="true"
          data-route-progress={phase}
        />
      )}
      <div role="status" className="visually-hidden">
        {phase === 'loading' ? routeProgressMessages.loading : ''}
      </div>
    </>
  );
}
