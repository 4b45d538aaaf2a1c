import type { BookingRules } from '../engine/booking-rules.schema';
import { fitsCapacity, type SeatedBooking } from '../engine/capacity';
import type { BookingHoldRow } from './booking-holds.table';

/**
 * How much of a restaurant's evening holds may take (issue 32: 115 holds from one address made a
 * restaurant unbookable from 17:00 to 20:15). A hold is a courtesy to a diner finishing a booking,
 * never a way to take tables: past these bounds a pick is simply not held (the answer's `heldUntil`
 * is null) and the booking is checked at its last step as always.
 */

/** Live holds one address may have at once, anywhere: a household or an office choosing together. */
export const LIVE_HOLDS_PER_ADDRESS = 3;

/**
 * The share of a restaurant's seats that one address's live holds may take on one day, all its
 * holds there added together, whenever they are: 10%. So one address can never keep more than a
 * tenth of an evening from other diners, however many sessions it makes.
 */
export const ADDRESS_HOLD_SHARE = 0.1;

/**
 * The share of a restaurant's seats, over each hold's turn, that the holds of everyone together may
 * take: 25%. Many addresses at once still leave three quarters of an evening to bookings.
 */
export const DAY_HOLD_SHARE = 0.25;

/**
 * The share of one slot's pacing (the guests who may arrive in those 15 minutes) that holds may
 * take together: half. Pacing is a quarter of the seats by default, so a quarter of it would not
 * hold one party of four; half still leaves every slot open to bookings.
 */
export const SLOT_HOLD_SHARE = 0.5;

/** Why a pick is not held (nothing is refused: the diner carries on and books as usual). */
export type NotHeld = 'address-holds' | 'address-share' | 'day-share';

/**
 * Whether one more hold of `covers` at `startMinutes` stays within the bounds: the address's live
 * holds (`holderHolds`, its session's own already let go), and everyone's holds of the day among
 * `seated` (the day's bookings and live holds). Null when it may be held.
 */
export function holdBeyondBounds(
  rules: BookingRules,
  party: { storeId: string; date: string; startMinutes: number; covers: number },
  holderHolds: BookingHoldRow[],
  seated: SeatedBooking[],
): NotHeld | null {
  if (holderHolds.length >= LIVE_HOLDS_PER_ADDRESS) return 'address-holds';
  const sameDay = holderHolds.filter(
    (hold) => hold.storeId === party.storeId && hold.diningDate === party.date,
  );
  const addressCovers = sameDay.reduce((sum, hold) => sum + hold.covers, 0) + party.covers;
  if (addressCovers > Math.floor(rules.seats * ADDRESS_HOLD_SHARE)) return 'address-share';

  // The holds of the day, counted as if the restaurant had only their share of seats and pacing.
  const share: BookingRules = {
    ...rules,
    seats: Math.floor(rules.seats * DAY_HOLD_SHARE),
    coversPerSlot: Math.floor(rules.coversPerSlot * SLOT_HOLD_SHARE),
  };
  const held = seated.filter((booking) => booking.heldBy !== undefined);
  const fits = share.seats > 0 && share.coversPerSlot > 0 && fitsCapacity(share, held, party);
  return fits ? null : 'day-share';
}
