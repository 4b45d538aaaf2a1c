import type {
  Area,
  BookingMenu,
  Occasion,
  OccasionsAnswer,
  Requirements,
  TimeSlot,
} from '../../booking-api.types';
import type { BookingCustomer, BookingCustomerInput } from '../../customer.schema';
import { adultLimits, childLimits, selectedOccasion } from './alternative-selectors';
import { guestLimits, isEnquiryBooking } from '../../utils/journey-rules';
import type { AlternativeBookingState as State } from './alternative-state';
import { occasionAreas, occasionMenus } from './link-groups';

/**
 * The transitions of the alternative flow (spec 1 §4 "Alternative flow details"): pure functions
 * from a state and what happened to the next state. The container hook makes the calls and applies
 * these; every one is unit-tested.
 */

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The occasion's limits, adults at its minimum and no children (spec 1 §4). */
function withOccasion(state: State, occasion: Occasion): State {
  const { adults } = guestLimits;
  return {
    ...state,
    selectedOccasionId: occasion.id,
    restrictions: { minCovers: occasion.minimumCovers, maxCovers: occasion.maximumCovers },
    adultCovers: clamp(occasion.minimumCovers, adults.min, adults.max),
    childCovers: 0,
  };
}

/** What step 2 found for the old occasion, party or date no longer holds. */
function withoutStep2(state: State): State {
  return {
    ...state,
    restaurantMenus: [],
    selectedMenuId: null,
    restaurantAreas: [],
    selectedAreaId: null,
    slots: [],
    selectedBookingTime: null,
    isEnquiry: false,
    creditCardRequired: false,
  };
}

/**
 * The occasions arrived: the first is chosen and the footer shown; none at all is an error. The
 * restaurant's last bookable date comes with them: the date picker ends there.
 */
export function restrictionsLoaded(
  state: State,
  { occasions, bookableUntil }: OccasionsAnswer,
  noneMessage: string,
): State {
  const [first] = occasions;
  const answered = { ...state, occasions, bookableUntil };
  if (!first) return restrictionsFailed(answered, noneMessage);
  return withOccasion(
    { ...answered, hideModalFooter: false, loading: false, bookingErrorMessage: null },
    first,
  );
}

/** The occasions could not be loaded: the message shows and the footer hides (nothing to go on to). */
export function restrictionsFailed(state: State, message: string): State {
  return { ...state, hideModalFooter: true, loading: false, bookingErrorMessage: message };
}

/** Another occasion: covers back to its minimum, children to 0, its limits (spec 1 §4). */
export function selectOccasion(state: State, occasionId: string): State {
  const occasion = state.occasions.find(({ id }) => id === occasionId);
  if (!occasion || occasion.id === state.selectedOccasionId) return state;
  return withOccasion(withoutStep2(state), occasion);
}

/** Adults within 1-100 and, with the children, within the occasion's cover limits. */
export function setAdults(state: State, adults: number): State {
  const { min, max } = adultLimits(state);
  return withoutStep2({ ...state, adultCovers: clamp(adults, min, max) });
}

/** Children within 0-50 and, with the adults, within the occasion's cover limits. */
export function setChildren(state: State, children: number): State {
  const { min, max } = childLimits(state);
  return withoutStep2({ ...state, childCovers: clamp(children, min, max) });
}

/** Step 2's menus, areas or slots are loading: its controls wait. */
export function step2LoadStarted(state: State): State {
  return { ...state, step2Disabled: true, loading: true, bookingErrorMessage: null };
}

/** Another date (or none, when the date typed cannot be booked): what was found is dropped. */
export function selectDate(state: State, date: string | null): State {
  const next = { ...withoutStep2(state), selectedBookingDate: date };
  // Without a date nothing is loading: nothing waits.
  return date ? next : { ...next, step2Disabled: false, loading: false };
}

/**
 * The menus and areas arrived: each list keeps what the occasion's link group allows, and the
 * first of each is chosen. With no menu left, no time can be looked for: `noMenusMessage` shows.
 */
export function menusAndAreasLoaded(
  state: State,
  loaded: { menus: BookingMenu[]; areas: Area[] },
  noMenusMessage: string,
): State {
  const occasion = selectedOccasion(state);
  const menus = occasion ? occasionMenus(occasion, loaded.menus) : loaded.menus;
  const areas = occasion ? occasionAreas(occasion, loaded.areas) : loaded.areas;
  const next: State = {
    ...state,
    restaurantMenus: menus,
    selectedMenuId: menus[0]?.id ?? null,
    restaurantAreas: areas,
    selectedAreaId: areas[0]?.id ?? null,
    slots: [],
  };
  return menus.length > 0 ? next : slotsFailed(next, noMenusMessage);
}

/** Another menu or area: the times are looked for again. */
export function selectMenu(state: State, menuId: string): State {
  return { ...state, selectedMenuId: menuId, slots: [], isEnquiry: false };
}
export function selectArea(state: State, areaId: string): State {
  return { ...state, selectedAreaId: areaId, slots: [], isEnquiry: false };
}

/**
 * The slots arrived; none is an error. The time the diner chose stays chosen while it is still
 * offered (another menu or area); none is chosen for them (spec 1 §4 chose the first, which made
 * a lunchtime or breakfast booking of a diner who only pressed Next).
 */
export function slotsLoaded(state: State, slots: TimeSlot[], noneMessage: string): State {
  if (slots.length === 0) return slotsFailed(state, noneMessage);
  const kept = slots.some(({ time }) => time === state.selectedBookingTime);
  return {
    ...state,
    slots,
    selectedBookingTime: kept ? state.selectedBookingTime : null,
    step2Disabled: false,
    loading: false,
    bookingErrorMessage: null,
  };
}

/** Step 2's loading failed: its controls come back so the diner can try another choice. */
export function slotsFailed(state: State, message: string): State {
  return {
    ...state,
    slots: [],
    step2Disabled: false,
    loading: false,
    bookingErrorMessage: message,
  };
}

export function selectSlot(state: State, time: string): State {
  if (!state.slots.some((slot) => slot.time === time)) return state;
  return { ...state, selectedBookingTime: time };
}

/** The requirements: an enquiry is a party of 25+ where enquiries are allowed (spec 1 §4). */
export function requirementsLoaded(state: State, requirements: Requirements): State {
  return {
    ...state,
    isEnquiry: isEnquiryBooking(state, requirements.isPlaceAsEnquiryEnabled),
    creditCardRequired: requirements.isCardGuaranteeRequired,
    loading: false,
    bookingErrorMessage: null,
  };
}

/** The requirements are being checked before step 3. */
export function requirementsStarted(state: State): State {
  return { ...state, loading: true, bookingErrorMessage: null };
}

/** The requirements could not be checked: the message shows and the diner stays on step 2. */
export function requirementsFailed(state: State, message: string): State {
  return { ...state, loading: false, bookingErrorMessage: message };
}

/**
 * Forward or back: the old step's message and pending loads go with it. Step 3 opens on the form
 * again, and a card accepted before must be given again (the card input starts afresh).
 */
export function goToStep(state: State, step: 1 | 2 | 3): State {
  return {
    ...withoutCard(state),
    step,
    loading: false,
    step2Disabled: false,
    bookingErrorMessage: null,
  };
}

/** The card step closed: the form shows again, and the card is to be given again. */
function withoutCard(state: State): State {
  return { ...state, onCardStep: false, cardAccepted: false, cardErrorMessage: null };
}

/** Step 3's details were given and the restaurant asks for a card: the card guarantee shows. */
export function detailsGiven(state: State, customer: BookingCustomer): State {
  return { ...withoutCard(state), customer, onCardStep: true, bookingErrorMessage: null };
}

/** Edit on the details read back above the card: the form again, to fix the e-mail, say. */
export function editDetails(state: State): State {
  return { ...withoutCard(state), bookingErrorMessage: null };
}

/** The card was vaulted for these details: Book now may be pressed. */
export function cardAccepted(state: State, customerId: string): State {
  return { ...state, braintreeCustomerId: customerId, cardAccepted: true, cardErrorMessage: null };
}

/** The card was refused or could not be sent: the reason shows, and a card is asked for again. */
export function cardFailed(state: State, message: string): State {
  return { ...state, cardAccepted: false, cardErrorMessage: message };
}

/** The diner typed on step 3: kept, so Back and Next never empty the form. */
export function detailsTyped(state: State, draft: Partial<BookingCustomerInput>): State {
  return { ...state, detailsDraft: draft };
}

export function bookingStarted(state: State, customer: BookingCustomer): State {
  return { ...state, customer, submitting: true, bookingErrorMessage: null };
}

/** Placed: the reference is kept and the thanks follow (spec 1 §4 "Booking result"). */
export function bookingPlaced(
  state: State,
  reference: string,
  bookingType: State['bookingType'],
): State {
  return {
    ...state,
    confirmationNumber: reference,
    bookingType,
    submitting: false,
    step: 'thanks',
  };
}

/** Refused: the message shows; a failed enquiry or event also clears the customer (spec 1 §4). */
export function bookingFailed(
  state: State,
  message: string,
  bookingType: State['bookingType'],
): State {
  const customer = bookingType === '' ? state.customer : null;
  return { ...state, customer, submitting: false, bookingErrorMessage: message };
}
