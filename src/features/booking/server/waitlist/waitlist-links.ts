import { eq } from 'drizzle-orm';
import { httpError } from '@/lib/http';
import { BookingError } from '../booking-error';
import { bookingRulesOf } from '../embedded/booking-rules-repository';
import { lockRestaurantDay } from '../embedded/restaurant-day';
import { forgetBookedDay } from '../embedded/seated-bookings-cache';
import { holdOf, releaseHoldsOf } from '../holds/booking-holds-repository';
import { bookingHolds } from '../holds/booking-holds.table';
import { manageTokenHash } from '../manage/manage-token';
import {
  waitlistTokenSchema,
  type WaitlistLeaveResponse,
  type WaitlistOffer,
} from '../../waitlist/waitlist-api';
import { waitlistMessages } from '../../waitlist/waitlist-messages';
import { offerFreedTables } from './offer-freed-tables';
import type { WaitlistDeps } from './waitlist-deps';
import { entryOfTokenHash, releaseOfferHolds, setEntry } from './waitlist-repository';
import { bookingWaitlist, type WaitlistRow } from './waitlist.table';

/**
 * The two links of the waitlist's e-mails: an offer's (`/booking/table-offer/{token}`), which gives
 * the held table to the diner's booking session, and 'leave the waitlist'
 * (`/booking/leave-waitlist/{token}`, with either e-mail's secret). Only the secrets' hashes are
 * stored; a wrong or malformed secret is a 404 that shows nothing.
 */

const linkNotFound = () => httpError(404, waitlistMessages.linkNotFound);
const gone = (message: string) => new BookingError(6, message);

async function entryOfToken(deps: WaitlistDeps, token: string): Promise<WaitlistRow> {
  if (!waitlistTokenSchema.safeParse(token).success) throw linkNotFound();
  const entry = await entryOfTokenHash(deps.db, manageTokenHash(token));
  if (!entry) throw linkNotFound();
  return entry;
}

/** The entry again, inside its evening's lock: what raced this request is seen. */
async function lockedEntry(tx: WaitlistDeps['db'], entry: WaitlistRow): Promise<WaitlistRow> {
  await lockRestaurantDay(tx, entry.storeId, entry.diningDate);
  const [current] = await tx.select().from(bookingWaitlist).where(eq(bookingWaitlist.id, entry.id));
  if (!current) throw linkNotFound();
  return current;
}

/**
 * Opens an offer in the diner's booking session: the held table becomes this session's hold (any
 * other table it held is let go), so the journey books it at its details step and the booking
 * ends the offer ('booked'). Opening it again, from this or another browser, moves it again. A
 * lapsed, booked or left offer says so (code 6, the message of each).
 */
export async function claimOffer(
  deps: WaitlistDeps,
  token: string,
  sessionId: string,
): Promise<WaitlistOffer> {
  const entry = await entryOfToken(deps, token);
  if (entry.offerTokenHash !== manageTokenHash(token)) throw gone(waitlistMessages.offerNotYet);
  const restaurant = await deps.content.getRestaurant(entry.storeId);
  if (!restaurant) throw new BookingError(3);
  const claimed = await deps.db.transaction(async (tx) => {
    const current = await lockedEntry(tx, entry);
    const now = deps.now();
    if (current.status === 'booked') throw gone(waitlistMessages.offerBooked);
    if (current.status === 'left') throw gone(waitlistMessages.offerLeft);
    const hold = current.offerSessionId ? await holdOf(tx, current.offerSessionId) : undefined;
    if (
      current.status !== 'offered' ||
      current.offerTokenHash !== entry.offerTokenHash ||
      !hold ||
      hold.expiresAt.getTime() <= now.getTime()
    ) {
      throw gone(waitlistMessages.offerLapsed);
    }
    if (current.offerSessionId !== sessionId) {
      // A session holds one table: the one it held before is let go for this one.
      await releaseHoldsOf(tx, [sessionId]);
      await tx
        .update(bookingHolds)
        .set({ sessionId })
        .where(eq(bookingHolds.sessionId, current.offerSessionId!));
      await setEntry(tx, current.id, { offerSessionId: sessionId });
    }
    return { current, heldUntil: hold.expiresAt };
  });
  forgetBookedDay(entry.storeId, entry.diningDate);
  const { current, heldUntil } = claimed;
  return {
    storeId: current.storeId,
    restaurantName: restaurant.title,
    date: current.diningDate,
    time: current.offerTime!,
    adults: current.adultCovers,
    children: current.childCovers,
    firstName: current.firstName,
    lastName: current.lastName,
    email: current.email,
    heldUntil: heldUntil.toISOString(),
  };
}

/**
 * Takes the diner off the waitlist ('left'): nothing more is e-mailed, and a table held for them
 * is let go and offered to the next diner at once, in the same lock. Leaving twice is fine; a
 * place already booked stays booked (the booking is managed from its own e-mail).
 */
export async function leaveWaitlist(
  deps: WaitlistDeps,
  token: string,
): Promise<WaitlistLeaveResponse> {
  const entry = await entryOfToken(deps, token);
  const restaurant = await deps.content.getRestaurant(entry.storeId);
  const rules = await bookingRulesOf(deps.db, entry.storeId);
  await deps.db.transaction(async (tx) => {
    const current = await lockedEntry(tx, entry);
    if (current.status !== 'waiting' && current.status !== 'offered') return;
    await setEntry(tx, current.id, { status: 'left' });
    if (current.status !== 'offered') return;
    await releaseOfferHolds(tx, [current]);
    if (restaurant) {
      const evening = { storeId: current.storeId, date: current.diningDate, rules, restaurant };
      await offerFreedTables(tx, deps, evening);
    }
  });
  forgetBookedDay(entry.storeId, entry.diningDate);
  return { left: true };
}
