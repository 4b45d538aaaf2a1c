import { atom, createStore } from 'jotai';
import { canGoForward, submitLabel } from './alternative-selectors';
import { initialAlternativeState, type AlternativeBookingState } from './alternative-state';

/**
 * The alternative flow's state, one atom so a transition always sees and replaces the whole of it.
 * Each journey has its own store (`createAlternativeStore`), so two flows on a page never share.
 */
export const alternativeBookingAtom = atom<AlternativeBookingState>(initialAlternativeState());

/** Whether the current step's Next can move on. */
export const canGoForwardAtom = atom((get) => canGoForward(get(alternativeBookingAtom)));

/** 'Enquire Now' for an enquiry, else 'Book Now' (spec 1 §4 "Enquiry mode"). */
export const submitLabelAtom = atom((get) => submitLabel(get(alternativeBookingAtom)));

/** A store for one journey, starting from the beginning, or from a seeded state in tests. */
export function createAlternativeStore(seed?: Partial<AlternativeBookingState>) {
  const store = createStore();
  store.set(alternativeBookingAtom, { ...initialAlternativeState(), ...seed });
  return store;
}
