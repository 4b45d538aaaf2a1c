import { Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import type { AlternativeBookingState } from './alternative-state';
import { createAlternativeStore } from './alternative-atoms';

interface AlternativeBookingProviderProps {
  /** A state to start from instead of the beginning (tests). */
  seed?: Partial<AlternativeBookingState>;
  children: ReactNode;
}

/** One alternative journey's state; it starts afresh each time the provider mounts. */
export function AlternativeBookingProvider({ seed, children }: AlternativeBookingProviderProps) {
  // Created once per mount: a re-render must not throw the diner's choices away.
  const [store] = useState(() => createAlternativeStore(seed));
  return <Provider store={store}>{children}</Provider>;
}
