import { addCalendarDays } from '@/lib/clock';
import { writeToOutbox } from '@/lib/mail';
import { BookingError } from '../booking-error';
import { availableSlots, isEnquiryParty, type SlotQuery } from '../engine/available-slots';
import { londonInstant } from '../engine/london-time';
import { coversAllowed, occasionFor } from '../engine/occasions';
import { openingWindow } from '../engine/opening-window';
import { bookableRestaurant } from '../embedded/bookable-restaurant';
import { bookingRulesOf } from '../embedded/booking-rules-repository';
import { seatedBookings } from '../embedded/bookings-repository';
import { lockRestaurantDay } from '../embedded/restaurant-day';
import { lockHolder } from '../holds/booking-holds-repository';
import { newManageToken } from '../manage/manage-token';
import type { WaitlistJoin, WaitlistJoinResponse } from '../../waitlist/waitlist-api';
import { waitlistMessages } from '../../waitlist/waitlist-messages';
import { joinedEmail, waitlistLinks } from './waitlist-emails';
import type { WaitlistDeps } from './waitlist-deps';
import {
  WAITLIST_ENTRIES_PER_ADDRESS,
  WAITLIST_ENTRIES_PER_EMAIL_AND_EVENING,
  WAITLIST_ENTRIES_PER_EVENING,
  WAITLIST_GRACE_HOURS,
} from './waitlist-limits';
import {
  insertWaitlistEntry,
  liveEntriesOfEvening,
  liveEntriesOfHolder,
} from './waitlist-repository';

/**
 * Puts a diner on a full evening's waitlist. The party must be one the restaurant books online on
 * that date, the window must hold times it is open, and — checked inside the evening's lock, where
 * every booking and hold is written — none of those times may have a table for the party now: then
 * the diner is told to search again and book it (a waitlist is for evenings that are full). The
 * bounds per address, per e-mail and per evening are counted in the same lock (the address's lock
 * first, as holds take it), the entry and its 'You're on the waitlist' e-mail in one transaction.
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  storeId: string,
  join: WaitlistJoin,
  holderKey: string,
): Promise<WaitlistJoinResponse> {
  const restaurant = await bookableRestaurant(deps.content, storeId);
  const rules = await bookingRulesOf(deps.db, storeId);
  const covers = join.adultCovers + join.childCovers;
  if (isEnquiryParty(rules, covers))
    refuseWith(waitlistMessages.enquiryParty(rules.enquiryFromCovers));
  const occasion = occasionFor(rules, join.date);
  if (!occasion || !coversAllowed(occasion, covers)) throw new BookingError(18);
  const now = deps.now();
  const query: SlotQuery = {
    rules,
    window: openingWindow(join.date, restaurant.hours, restaurant.alternativeHours),
    date: join.date,
    covers,
    existing: [],
    now,
    horizonDays: rules.horizonDays ?? deps.horizonDays,
  };
  const inWindow = (existing: SlotQuery['existing']) =>
    availableSlots({ ...query, existing }).filter(
      (slot) => slot.time >= join.timeFrom && slot.time <= join.timeTo,
    );
  // Times the restaurant takes this party at all (open, not past, within the horizon).
  if (inWindow([]).length === 0) refuseWith(waitlistMessages.closed);

  const { token, hash } = newManageToken();
  const entry = {
    storeId,
    diningDate: join.date,
    adultCovers: join.adultCovers,
    childCovers: join.childCovers,
    timeFrom: join.timeFrom,
    timeTo: join.timeTo,
    firstName: join.firstName,
    lastName: join.lastName,
    email: join.email,
    createdAt: now,
    deleteAfter: new Date(
      londonInstant(addCalendarDays(join.date, 1), '00:00').getTime() +
        WAITLIST_GRACE_HOURS * 3_600_000,
    ),
    leaveTokenHash: hash,
    holderKey,
  };
  await deps.db.transaction(async (tx) => {
    await lockHolder(tx, holderKey);
    await lockRestaurantDay(tx, storeId, join.date);
    if (inWindow(await seatedBookings(tx, storeId, join.date)).length > 0) {
      refuseWith(waitlistMessages.tablesFree);
    }
    if ((await liveEntriesOfHolder(tx, holderKey)) >= WAITLIST_ENTRIES_PER_ADDRESS) {
      refuseWith(waitlistMessages.addressFull);
    }
    const evening = await liveEntriesOfEvening(tx, storeId, join.date, join.email);
    if (evening.ofEmail >= WAITLIST_ENTRIES_PER_EMAIL_AND_EVENING) {
      refuseWith(waitlistMessages.alreadyWaiting);
    }
    if (evening.all >= WAITLIST_ENTRIES_PER_EVENING) refuseWith(waitlistMessages.eveningFull);
    await insertWaitlistEntry(tx, entry);
    await writeToOutbox(
      tx,
      joinedEmail(entry, restaurant, {
        leaveUrl: waitlistLinks.leave(deps.siteUrl, token),
        offerSeconds: deps.offerSeconds,
      }),
    );
  });
  return { status: 'waiting' };
}

/** Refused with the reason (code 6: the message is the server's own). */
function refuseWith(message: string): never {
  throw new BookingError(6, message);
}
