import type { OccasionsAnswer } from '../booking-api.types';
import { bookingMessages } from '../booking-errors';
import type { AvailabilityResult } from '../client/booking-api';
import { dinerMessage } from '../client/booking-api-error';
import { bookingEvents, pushBookingEvent } from '../client/analytics';
import { withMinimumDisplay } from '../client/minimum-display';
import type { BookingState } from '../state/booking-atoms';
import {
  availabilityFailed,
  availabilityLoaded,
  availabilityRequested,
  groupPartyChosen,
  menusFailed,
  menusLoaded,
  occasionLoaded,
  occasionsLoaded,
  requirementsFailed,
  requirementsLoaded,
  upsellsLoaded,
} from '../state/booking-transitions';
import { isSameDayLargeParty } from '../utils/journey-rules';
import { alternativeRestaurant, restaurantBookingState } from '../utils/restaurant-booking-state';
import { apply, current, partyQuery, stillCurrent, type JourneyContext } from './journey-context';
import { holdChosenTable } from './journey-hold';

/**
 * The reads of the journey, each followed by what its answer leads to (spec 1 §4 "Booking modal
 * flow"): availability, then menus (one menu chooses itself), then extras (none goes straight on),
 * then the requirements. Each answer is dropped when the diner changed something meanwhile.
 */

/**
 * 'Check availability': asks for the chosen restaurant as the first choice and the closest other
 * bookable restaurant as the alternative (spec 1 §4 "Availability outcomes").
 */
export async function checkAvailability(context: JourneyContext): Promise<void> {
  const before = current(context);
  const { restaurant, selectedBookingDate: date } = before;
  // A group booking sets its party before its restaurant (spec 2 §4): that comes next.
  if (!restaurant && date && before.showGroupBooking) {
    apply(context, groupPartyChosen);
    return;
  }
  if (!restaurant || !date || before.busy.availability) return;
  const { revision } = apply(context, availabilityRequested);
  const alternative = alternativeRestaurant(restaurant, context.restaurants);
  const stores = [
    { storeId: restaurant.storeId, miles: before.restaurantMiles ?? undefined },
    ...(alternative ? [{ storeId: alternative.restaurant.storeId, miles: alternative.miles }] : []),
  ];
  const result: AvailabilityResult = await withMinimumDisplay(
    context.api.checkAvailability({
      stores,
      date: `${date}T${before.selectedBookingTime}`,
      adultCovers: before.adultCovers,
      childrenCovers: before.childCovers,
      // An event chosen on step 2 (a Christmas party) is searched for instead of a table.
      ...(before.selectedOccasionId ? { occasionId: before.selectedOccasionId } : {}),
    }),
  ).catch(() => ({ success: false, message: bookingMessages.availabilityFailed }));
  if (!stillCurrent(context, revision)) return;

  if (!result.success) {
    apply(context, availabilityFailed, { message: result.message });
    pushBookingEvent(bookingEvents.unavailable, { storeId: restaurant.storeId, reason: 'failed' });
    return;
  }
  const next = apply(context, availabilityLoaded, { stores: result.data, today: context.today });
  if (next.availability?.length === 0) {
    pushBookingEvent(bookingEvents.unavailable, {
      storeId: restaurant.storeId,
      reason: isSameDayLargeParty(next, context.today) ? 'same_day_large_party' : 'no_availability',
    });
    return;
  }
  pushBookingEvent(bookingEvents.availabilityChecked, {
    storeId: restaurant.storeId,
    stores: next.availability?.length ?? 0,
  });
  if (next.selectedSlot) {
    pushSlotSelected(next);
    holdChosenTable(context, next);
    await loadMenus(context, next);
  }
}

/** The analytics event of a confirmed restaurant and time. */
export function pushSlotSelected(state: BookingState): void {
  pushBookingEvent(bookingEvents.slotSelected, {
    storeId: state.selectedSlot?.storeId,
    time: state.selectedSlot?.time,
  });
}

/** The menus of the confirmed restaurant and time, and whether its occasion is an event. */
export async function loadMenus(context: JourneyContext, state: BookingState): Promise<void> {
  const { selectedSlot: slot, selectedBookingDate: date, revision } = state;
  if (!slot || !date) return;
  const query = { ...partyQuery(state), dates: date, time: slot.time };
  // Whether the occasion is an event decides which call places the booking; an occasion list that
  // cannot be read leaves it a plain booking, which the server refuses with its own message if not.
  const occasion = context.api.getOccasions(slot.storeId, date).then(
    ({ occasions }) => occasions.find(({ id }) => id === slot.occasionId),
    () => undefined,
  );
  try {
    const menus = await withMinimumDisplay(context.api.getBookingMenus(slot.storeId, query));
    const found = await occasion;
    if (!stillCurrent(context, revision)) return;
    const isEvent = found?.type === 'event';
    apply(context, occasionLoaded, { isEvent, eventName: isEvent ? found.name : null });
    const next = apply(context, menusLoaded, { menus });
    if (next.selectedMenu) {
      pushMenuSelected(next);
      await loadUpsells(context, next);
    }
  } catch (error) {
    if (stillCurrent(context, revision))
      apply(context, menusFailed, { message: dinerMessage(error) });
  }
}

/** The analytics event of a chosen menu. */
export function pushMenuSelected(state: BookingState): void {
  pushBookingEvent(bookingEvents.menuSelected, {
    storeId: state.selectedSlot?.storeId,
    menuId: state.selectedMenu?.id,
  });
}

/**
 * The extras for the chosen menu. Extras are optional, so extras that cannot be read count as
 * none: the diner can still book.
 */
export async function loadUpsells(context: JourneyContext, state: BookingState): Promise<void> {
  const { selectedSlot: slot, selectedBookingDate: date, revision } = state;
  if (!slot || !date) return;
  const upsells = await withMinimumDisplay(
    context.api.getUpsells(slot.storeId, {
      ...partyQuery(state),
      bookingDate: date,
      time: slot.time,
    }),
  ).catch(() => []);
  if (!stillCurrent(context, revision)) return;
  const next = apply(context, upsellsLoaded, { upsells });
  if (upsells.length === 0) {
    pushBookingEvent(bookingEvents.upsellsConfirmed, { storeId: slot.storeId, extras: 0 });
    await loadRequirements(context, next);
  }
}

/**
 * The requirements (enquiry, card guarantee) of the booking as it stands. Answers whether they
 * were read and applied.
 */
export async function loadRequirements(
  context: JourneyContext,
  state: BookingState,
): Promise<boolean> {
  const { selectedSlot: slot, selectedBookingDate: date, revision } = state;
  if (!slot || !date) return false;
  try {
    const requirements = await withMinimumDisplay(
      context.api.getRequirements(slot.storeId, {
        ...partyQuery(state),
        bookingDate: date,
        time: slot.time,
        menuId: state.selectedMenu?.id,
      }),
    );
    if (!stillCurrent(context, revision)) return false;
    apply(context, requirementsLoaded, requirements);
    return true;
  } catch (error) {
    if (stillCurrent(context, revision)) {
      apply(context, requirementsFailed, { message: dinerMessage(error) });
    }
    return false;
  }
}

/**
 * The occasions the chosen restaurant offers on the date asked for (today until one is chosen):
 * step 2 offers its events in season (a Christmas party) beside a table. Occasions that cannot be
 * read offer a table only.
 */
export async function loadOccasions(context: JourneyContext): Promise<void> {
  const { restaurant, selectedBookingDate } = current(context);
  if (!restaurant || restaurantBookingState(restaurant) !== 'bookable') return;
  const date = selectedBookingDate ?? context.today;
  let answer: OccasionsAnswer = { occasions: [], bookableUntil: null };
  try {
    answer = await context.api.getOccasions(restaurant.storeId, date);
  } catch {
    // A table can still be booked (and the server still says no beyond its horizon).
  }
  apply(context, occasionsLoaded, {
    storeId: restaurant.storeId,
    date,
    today: context.today,
    ...answer,
  });
}
