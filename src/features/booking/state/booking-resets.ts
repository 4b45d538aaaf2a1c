import type { BookingBusy, BookingState as State } from './booking-atoms';

/**
 * What each 'Edit' forgets (spec 1 §4 "Edit resets": every edit resets the later steps). Each
 * reset clears its own step and everything after it, and stops the spinners of what it cleared,
 * so an answer still in flight for a cleared step finds nothing waiting for it. The diner's
 * details are kept: they are the diner's typing, not something the earlier steps produced.
 */

/** The busy flags with some turned off (or on). */
export function withBusy(state: State, changes: Partial<BookingBusy>): State {
  return { ...state, busy: { ...state.busy, ...changes } };
}

/** A change of what the diner asked for: every answer to an older question is now stale. */
export function bumped(state: State): State {
  return { ...state, revision: state.revision + 1 };
}

/** Forgets the booking attempt: its result, its key and the card accepted for it. */
export function clearBookingResult(state: State): State {
  return withBusy(
    {
      ...state,
      confirmationNumber: null,
      bookingType: '',
      bookingErrorMessage: null,
      showBookingThanks: false,
      idempotencyKey: null,
      cardAccepted: false,
      cardErrorMessage: null,
    },
    { card: false, booking: false },
  );
}

/** Forgets the requirements (enquiry, card guarantee) and everything after. */
export function clearRequirements(state: State): State {
  return withBusy(
    {
      ...clearBookingResult(state),
      requirementsLoaded: false,
      isEnquiry: false,
      creditCardRequired: false,
    },
    { requirements: false },
  );
}

/** Forgets the extras (spec 1 §4: editing the menu clears upsells) and everything after. */
export function clearUpsells(state: State): State {
  return withBusy(
    { ...clearRequirements(state), upsells: null, selectedUpsells: [] },
    { upsells: false },
  );
}

/** Forgets the menus and the chosen menu and everything after. */
export function clearMenus(state: State): State {
  return withBusy(
    { ...clearUpsells(state), restaurantMenus: null, menuMessage: null, selectedMenu: null },
    { menus: false },
  );
}

/** Forgets the confirmed restaurant and time and everything after. */
export function clearSlot(state: State): State {
  return {
    ...clearMenus(state),
    selectedSlot: null,
    allowMultipleUpsells: false,
    isEvent: false,
    eventName: null,
  };
}

/** Forgets the availability answer (spec 1 §4: editing the date clears it) and everything after. */
export function clearAvailability(state: State): State {
  return withBusy(
    { ...clearSlot(state), availability: null, availabilityMessage: null },
    { availability: false },
  );
}
