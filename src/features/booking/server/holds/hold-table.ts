import { BookingError } from '../booking-error';
import { isEnquiryParty } from '../engine/available-slots';
import { seatingFor, turnMinutes } from '../engine/capacity';
import { minutesOf, toLondonWallClock } from '../engine/london-time';
import { areasFor, coversAllowed, occasionFor } from '../engine/occasions';
import { bookableRestaurant } from '../embedded/bookable-restaurant';
import { bookingRulesOf } from '../embedded/booking-rules-repository';
import { seatedBookings } from '../embedded/bookings-repository';
import { lockRestaurantDay } from '../embedded/restaurant-day';
import type { PlaceBookingDeps } from '../embedded/place-booking';
import { forgetBookedDay } from '../embedded/seated-bookings-cache';
import type { HoldRequest } from '../../manage/hold-api';
import {
  deleteExpiredHolds,
  insertHold,
  liveHoldsOf,
  lockHolder,
  releaseHoldsOf,
} from './booking-holds-repository';
import { holdBeyondBounds } from './hold-limits';
import { ensureOpenSlot } from '../embedded/open-slot';

/**
 * Holding the table a diner has picked while they finish booking (details, card): for
 * `holdMinutes` the covers of that slot count as taken for everyone else, so the last step never
 * answers 'slot gone' within the hold. Others see the slot as taken only when the hold takes its
 * last capacity. A session holds one slot at most: a new pick replaces the old hold. The hold ends
 * when its session books (../embedded/write-booking.ts), lets go (Edit, closing the journey:
 * `releaseTable`) or when it expires; expired holds are deleted whenever a hold is placed.
 *
 * Holds are bounded (hold-limits.ts): per address (`holderKey`) a few live holds and a small share
 * of a restaurant's day, and all holds together a share of its seats and pacing. Past a bound the
 * pick is simply not held: `heldUntil` is null, as for an enquiry.
 */
export interface HoldDeps extends PlaceBookingDeps {
  /** BOOKING_HOLD_MINUTES: 0 turns holds off. */
  holdMinutes: number;
}

/** What the diner is told: until when the table is theirs (null when nothing is held). */
export interface HoldResult {
  heldUntil: string | null;
}

export async function holdTable(
  deps: HoldDeps,
  storeId: string,
  request: HoldRequest,
  { sessionId, holderKey }: { sessionId: string; holderKey: string },
): Promise<HoldResult> {
  const restaurant = await bookableRestaurant(deps.content, storeId);
  const rules = await bookingRulesOf(deps.db, storeId);
  const { date, time } = toLondonWallClock(request.diningDateTime);
  const covers = request.adultCovers + request.childCovers;
  const occasion = occasionFor(rules, date, request.occasionId);
  if (!occasion || !coversAllowed(occasion, covers)) throw new BookingError(18);
  if (request.areaId && !areasFor(rules, occasion).some((area) => area.id === request.areaId)) {
    throw new BookingError(18);
  }
  const now = deps.now();
  ensureOpenSlot({ rules, restaurant, date, time, covers, now, horizonDays: deps.horizonDays });

  // Only what the online journey can book is held: an enquiry takes no seats until the restaurant
  // confirms it, and a party that needs a card guarantee gives its card at the last step, so a
  // hold for it before then would keep tables for a booking that may never be possible.
  const needsCard = covers >= rules.cardGuaranteeFromCovers;
  if (deps.holdMinutes === 0 || isEnquiryParty(rules, covers) || needsCard) {
    await releaseTable(deps, sessionId);
    return { heldUntil: null };
  }

  const expiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  const { held, released } = await deps.db.transaction(async (tx) => {
    // One address's holds are counted one at a time (then the day's, as every write takes it).
    await lockHolder(tx, holderKey);
    await lockRestaurantDay(tx, storeId, date);
    await deleteExpiredHolds(tx, now);
    const previous = await releaseHoldsOf(tx, [sessionId]);
    const startMinutes = minutesOf(time);
    const seated = await seatedBookings(tx, storeId, date);
    // Parties of 16-24 would hold neighbouring tables in one area, as their booking will.
    const seating = seatingFor(rules, seated, { startMinutes, covers, areaId: request.areaId });
    if (!seating) throw new BookingError(4);
    const holderHolds = await liveHoldsOf(tx, holderKey, now);
    const party = { storeId, date, startMinutes, covers };
    if (holdBeyondBounds(rules, party, holderHolds, seated)) {
      return { held: false, released: previous };
    }
    await insertHold(tx, {
      sessionId,
      storeId,
      diningDate: date,
      diningTime: time,
      durationMinutes: turnMinutes(rules, covers),
      covers,
      areaId: seating.areaId,
      expiresAt,
      holderKey,
    });
    return { held: true, released: previous };
  });
  // This process shows the change at once; others within their 2-second copy of the day.
  forgetBookedDay(storeId, date);
  for (const hold of released) forgetBookedDay(hold.storeId, hold.diningDate);
  return { heldUntil: held ? expiresAt.toISOString() : null };
}

/** Lets go of the session's table (Edit, closing the journey). Nothing held is fine. */
export async function releaseTable(deps: PlaceBookingDeps, sessionId: string): Promise<void> {
  const released = await releaseHoldsOf(deps.db, [sessionId]);
  for (const hold of released) forgetBookedDay(hold.storeId, hold.diningDate);
}
