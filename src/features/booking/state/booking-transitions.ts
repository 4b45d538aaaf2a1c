import type { JourneyRestaurant } from '@/features/locations';
import type { BookingMenu, StoreAvailability, Upsell } from '../booking-api.types';
import { bookingMessages } from '../booking-errors';
import { clampGuests, isSameDayLargeParty } from '../utils/journey-rules';
import { restaurantBookingState } from '../utils/restaurant-booking-state';
import { chosenQuantity, withUpsellQuantity } from '../utils/upsell-rules';
import { bookingSteps, type BookingState as State, type SelectedSlot } from './booking-atoms';
import { bumped, clearAvailability, clearSlot, clearUpsells, withBusy } from './booking-resets';
import { confirmUpsells } from './booking-result-transitions';
import { withEventMinimum } from './occasion-transitions';

// Every transition of the journey is reached from here; those from the requirements on live in
// their own file only to keep each file short.
export {
  bookingFailed,
  bookingPlaced,
  bookingRequested,
  cardAccepted,
  cardFailed,
  cardRequested,
  confirmUpsells,
  detailsSubmitted,
  detailsTyped,
  editDetails,
  requirementsFailed,
  requirementsLoaded,
  requirementsRequested,
  groupPartyChosen,
  reset,
  startGroupBooking,
} from './booking-result-transitions';
export { occasionsLoaded } from './occasion-transitions';

/**
 * The transitions of the 'Book a Table' journey up to the extras (spec 1 §4 "Booking modal flow",
 * "Edit resets", "Availability outcomes"): pure functions from a state and what happened to the
 * next state. `useBookingJourney` makes the calls and applies these; every one is unit-tested.
 * The requirements, details, card and booking result follow in booking-result-transitions.ts.
 */

/** Step 1: a restaurant was chosen. One that cannot be booked here keeps the diner on step 1. */
export function selectRestaurant(
  state: State,
  { restaurant, miles }: { restaurant: JourneyRestaurant; miles?: number | null },
): State {
  const bookable = restaurantBookingState(restaurant) === 'bookable';
  return bumped({
    ...clearAvailability(state),
    restaurant,
    restaurantMiles: miles ?? null,
    // Another restaurant offers other occasions (and horizon); the event asked for is kept.
    occasions: null,
    bookableUntil: null,
    step: bookable ? bookingSteps.party : bookingSteps.restaurant,
  });
}

/** Edit on step 1: choose again; the date, availability, menu and all after are cleared. */
export function editRestaurant(state: State): State {
  return bumped({
    ...clearAvailability(state),
    restaurant: null,
    restaurantMiles: null,
    occasions: null,
    bookableUntil: null,
    selectedBookingDate: null,
    step: bookingSteps.restaurant,
  });
}

/** The party, date and time of step 2; anything found for an earlier party is cleared. */
export interface PartyChoice {
  adults: number;
  children: number;
  /** YYYY-MM-DD, or null while no date is chosen. */
  date: string | null;
  /** HH:mm. */
  time: string;
  /** The event occasion chosen (a Christmas party), null for a table; left out, it is kept. */
  occasionId?: string | null;
}

/**
 * Step 2: the diner set the party, date and time (guests are kept within 1-100 and 0-50) and
 * perhaps the occasion. Choosing an event grows a smaller party to the event's minimum.
 */
export function setParty(
  state: State,
  { adults, children, date, time, occasionId }: PartyChoice,
): State {
  const next: State = {
    ...clearAvailability(state),
    adultCovers: clampGuests('adults', adults),
    childCovers: clampGuests('children', children),
    selectedBookingDate: date,
    selectedBookingTime: time,
    selectedOccasionId: occasionId === undefined ? state.selectedOccasionId : occasionId,
    step: bookingSteps.party,
  };
  const newOccasion = next.selectedOccasionId !== state.selectedOccasionId;
  return bumped(newOccasion ? withEventMinimum(next) : next);
}

/** Edit on step 2: availability, menu, extras and all after are cleared. */
export function editParty(state: State): State {
  return bumped({ ...clearAvailability(state), step: bookingSteps.party });
}

/** Editing the date is editing step 2 (spec 1 §4: it clears availability, menu and extras). */
export const editDate = editParty;

/** 'Check availability' was pressed: the answer is awaited. */
export function availabilityRequested(state: State): State {
  return withBusy(clearAvailability(state), { availability: true });
}

/**
 * The availability answer (spec 1 §4 "Availability outcomes"). Stores with no time are dropped
 * unless they are the first choice. When no time is left anywhere the no-availability state shows,
 * worded for a same-day party of 25+ when that is why. When exactly one store is left and it has
 * the time asked for, that store is chosen for the diner at that time (its first time otherwise).
 */
export function availabilityLoaded(
  state: State,
  { stores, today }: { stores: StoreAvailability[]; today: string },
): State {
  const offered = stores.filter((store) => store.timeSlots.length > 0 || store.isFirstChoice);
  const answered = {
    ...withBusy(state, { availability: false }),
    step: bookingSteps.slot,
  };
  if (!offered.some((store) => store.timeSlots.length > 0)) {
    return {
      ...answered,
      availability: [],
      availabilityMessage: isSameDayLargeParty(state, today)
        ? bookingMessages.sameDayLargeParty
        : bookingMessages.noAvailability,
    };
  }
  const next = { ...answered, availability: offered, availabilityMessage: null };
  const [only] = offered;
  if (offered.length !== 1 || !only?.exactMatch) return next;
  const times = only.timeSlots.map((slot) => slot.time);
  return confirmSlot(next, {
    storeId: only.storeId,
    storeName: only.storeName,
    time: times.includes(state.selectedBookingTime) ? state.selectedBookingTime : times[0]!,
    occasionId: only.occasionId,
  });
}

/** The availability check failed (`success: false`): its message shows on step 3. */
export function availabilityFailed(state: State, { message }: { message: string }): State {
  return {
    ...withBusy(state, { availability: false }),
    step: bookingSteps.slot,
    availability: [],
    availabilityMessage: message,
  };
}

/** Step 3: a restaurant and time were confirmed; its menus are awaited. */
export function confirmSlot(state: State, slot: SelectedSlot): State {
  const store = state.availability?.find((candidate) => candidate.storeId === slot.storeId);
  return bumped(
    withBusy(
      {
        ...clearSlot(state),
        selectedSlot: slot,
        allowMultipleUpsells: store?.allowMultipleUpsells ?? false,
        step: bookingSteps.menu,
      },
      { menus: true },
    ),
  );
}

/** Edit on step 3: choose another restaurant or time; menus and all after are cleared. */
export function editSlot(state: State): State {
  return bumped({ ...clearSlot(state), step: bookingSteps.slot });
}

/**
 * Whether the confirmed time's occasion is an event (booked through the events call), and its
 * name when it is.
 */
export function occasionLoaded(
  state: State,
  { isEvent, eventName = null }: { isEvent: boolean; eventName?: string | null },
): State {
  return { ...state, isEvent, eventName: isEvent ? eventName : null };
}

/** The menus arrived: exactly one is chosen for the diner; none shows the no-menus message. */
export function menusLoaded(state: State, { menus }: { menus: BookingMenu[] }): State {
  const next = {
    ...withBusy(state, { menus: false }),
    restaurantMenus: menus,
    menuMessage: menus.length === 0 ? bookingMessages.noMenus : null,
    step: bookingSteps.menu,
  };
  return menus.length === 1 ? selectMenu(next, menus[0]!) : next;
}

/** The menus could not be read: the reason shows on step 4. */
export function menusFailed(state: State, { message }: { message: string }): State {
  return {
    ...withBusy(state, { menus: false }),
    restaurantMenus: [],
    menuMessage: message,
    step: bookingSteps.menu,
  };
}

/** Step 4: a menu was chosen; the extras are awaited. */
export function selectMenu(state: State, menu: BookingMenu): State {
  return bumped(
    withBusy(
      { ...clearUpsells(state), selectedMenu: menu, step: bookingSteps.extras },
      {
        upsells: true,
      },
    ),
  );
}

/** Edit on step 4: choose another menu; the extras and all after are cleared. */
export function editMenu(state: State): State {
  return bumped({ ...clearUpsells(state), selectedMenu: null, step: bookingSteps.menu });
}

/** The extras arrived; with none on offer the journey goes straight on to the requirements. */
export function upsellsLoaded(state: State, { upsells }: { upsells: Upsell[] }): State {
  const next = { ...withBusy(state, { upsells: false }), upsells, step: bookingSteps.extras };
  return upsells.length === 0 ? confirmUpsells(next) : next;
}

/**
 * Step 5: plus or minus on an extra (spec 1 §4 "Upsell rules"). Quantity 0 removes it; the
 * quantity stays within the extra's minimum and maximum (going up from none jumps to the minimum,
 * going down from the minimum removes it); while another kind is chosen nothing changes unless
 * the restaurant allows several kinds.
 */
export function setUpsellQuantity(
  state: State,
  { id, quantity }: { id: string; quantity: number },
): State {
  const upsell = state.upsells?.find((candidate) => candidate.id === id);
  if (!upsell) return state;
  const otherChosen = state.selectedUpsells.some((choice) => choice.id !== id);
  if (otherChosen && !state.allowMultipleUpsells) return state;
  const current = chosenQuantity(state.selectedUpsells, id);
  const minimum = Math.max(1, upsell.minimumQuantity);
  let next = Math.min(Math.trunc(quantity), upsell.maximumQuantity);
  if (next > 0 && next < minimum) next = next > current ? minimum : 0;
  return {
    ...state,
    selectedUpsells: withUpsellQuantity(state.selectedUpsells, id, Math.max(0, next)),
  };
}
