import { Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import type { AlternativeBookingState } from './alternative-state';
import { createAlternativeStore } from './alternative-atoms';

interface AlternativeBookingProviderProps {
  /** Today's London date, YYYY-MM-DD: the first booking date. */
  today: string;
  /** A state to start from instead of the beginning (tests). */
  seed?: Partial<AlternativeBookingState>;
  children: ReactNode;
}

/** One alternative journey's state; it starts afresh each time the provider mounts. */
export function AlternativeBookingProvider({
  today,
  seed,
  children,
}: AlternativeBookingProviderProps) {
  // Created once per mount: a re-render must not throw the diner's choices away.
  const [store] = useState(() => createAlternativeStore(today, seed));
  return <Provider store={store}>{children}</Provider>;
}
