import { AlternativeBookingProvider } from '../state/alternative-provider';
import type { AlternativeBookingState } from '../state/alternative-state';
import { AlternativeFlowSteps, type AlternativeFlowProps } from './alternative-flow-steps';

/** The props of `AlternativeBookingFlow`. */
export interface AlternativeBookingFlowProps extends AlternativeFlowProps {
  /** A state to start from instead of the beginning (tests). */
  seed?: Partial<AlternativeBookingState>;
}

/**
 * The alternative three-step booking flow for one restaurant (spec 1 §2, §4), chosen by the site
 * setting `bookingTileType: 'alternative'`: 1 occasion and guests; 2 date, menu, area and time;
 * 3 details and confirm. Once placed it calls `onComplete` with what the thanks panel shows, and
 * renders nothing more: the parent shows the thanks. Each mount is a new journey with its own state.
 */
export function AlternativeBookingFlow({ seed, ...props }: AlternativeBookingFlowProps) {
  return (
    <AlternativeBookingProvider seed={seed}>
      <AlternativeFlowSteps {...props} />
    </AlternativeBookingProvider>
  );
}
