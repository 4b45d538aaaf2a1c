import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useState, type ReactNode } from 'react';
import { bookingStateAtom, initialBookingState, type BookingState } from './booking-atoms';

interface BookingJourneyProviderProps {
  /** Where this journey starts, over the defaults: tests and containers seed a step this way. */
  initialState?: Partial<BookingState>;
  children: ReactNode;
}

/**
 * One booking journey's store (STYLE.md 6): the modal, a booking strip and the simple modal each
 * wrap their journey in one, so their bookings never mix.
 */
export function BookingJourneyProvider({ initialState, children }: BookingJourneyProviderProps) {
  return (
    <Provider>
      <HydrateBookingState initialState={initialState}>{children}</HydrateBookingState>
    </Provider>
  );
}

function HydrateBookingState({ initialState, children }: BookingJourneyProviderProps) {
  // The seed is read once, when the journey's store is made; later props do not rewind it.
  const [seed] = useState(() => ({ ...initialBookingState, ...initialState }));
  useHydrateAtoms([[bookingStateAtom, seed]] as const);
  return children;
}
