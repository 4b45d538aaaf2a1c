import { randomBytes } from 'node:crypto';
import type { Restaurant } from '@/lib/content';
import type { Database } from '@/lib/db';
import { writeToOutbox } from '@/lib/mail';
import type { BookingRules } from '../engine/booking-rules.schema';
import { availableSlots, isEnquiryParty } from '../engine/available-slots';
import { seatingFor, turnMinutes } from '../engine/capacity';
import { minutesOf } from '../engine/london-time';
import { coversAllowed, occasionFor } from '../engine/occasions';
import { openingWindow } from '../engine/opening-window';
import { seatedBookings } from '../embedded/bookings-repository';
import { insertHold } from '../holds/booking-holds-repository';
import { newManageToken } from '../manage/manage-token';
import { offerEmail, waitlistLinks } from './waitlist-emails';
import { WAITLIST_ENTRIES_PER_EVENING } from './waitlist-limits';
import { lapseOffers, markOffered, waitingEntries } from './waitlist-repository';
import type { WaitlistRow } from './waitlist.table';

/** What offering tables needs besides the transaction. */
export interface OfferDeps {
  now: () => Date;
  horizonDays: number;
  siteUrl: string;
  /** WAITLIST_OFFER_SECONDS: how long an offered table is held (600 by default). */
  offerSeconds: number;
}

/** A restaurant's evening, with what its capacity is counted by. */
export interface Evening {
  storeId: string;
  date: string;
  rules: BookingRules;
  restaurant: Restaurant;
}

/**
 * Offers an evening's free tables to its waitlist, first come first: offers nobody took in time
 * lapse (`expired`), then each waiting entry in the order it joined gets the earliest time of its
 * window where the engine's own rules seat its party beside everything seated (bookings and live
 * holds, other offers' included). That table is held for the diner (a hold in a session of the
 * offer's own, moved to the diner's session when they open the link) and the offer is e-mailed.
 * Each offer's hold counts at once for the entries after it, so a freed table is offered once.
 *
 * Run inside the evening's lock (`lockRestaurantDay`), which every booking, change, cancellation
 * and hold takes: no two processes offer the same table. Answers the offers made.
 */
export async function offerFreedTables(
  tx: Database,
  deps: OfferDeps,
  { storeId, date, rules, restaurant }: Evening,
): Promise<WaitlistRow[]> {
  const now = deps.now();
  await lapseOffers(tx, storeId, date, now);
  const waiting = await waitingEntries(tx, storeId, date, WAITLIST_ENTRIES_PER_EVENING);
  if (waiting.length === 0) return [];
  const occasion = occasionFor(rules, date);
  const window = openingWindow(date, restaurant.hours, restaurant.alternativeHours);
  const seated = await seatedBookings(tx, storeId, date);
  const offered: WaitlistRow[] = [];
  for (const entry of waiting) {
    const covers = entry.adultCovers + entry.childCovers;
    if (!occasion || !coversAllowed(occasion, covers) || isEnquiryParty(rules, covers)) continue;
    const [slot] = availableSlots({
      rules,
      window,
      date,
      covers,
      existing: seated,
      now,
      horizonDays: rules.horizonDays ?? deps.horizonDays,
    }).filter((free) => free.time >= entry.timeFrom && free.time <= entry.timeTo);
    if (!slot) continue;
    const seating = seatingFor(rules, seated, { startMinutes: slot.minutes, covers });
    if (!seating) continue;

    const sessionId = `waitlist-${randomBytes(16).toString('base64url')}`;
    const expiresAt = new Date(now.getTime() + deps.offerSeconds * 1000);
    const durationMinutes = turnMinutes(rules, covers);
    // No holder: the engine places it, and the diner's own picks stay within their own bounds.
    await insertHold(tx, {
      sessionId,
      storeId,
      diningDate: date,
      diningTime: slot.time,
      durationMinutes,
      covers,
      areaId: seating.areaId,
      expiresAt,
    });
    seated.push({
      startMinutes: minutesOf(slot.time),
      durationMinutes,
      covers,
      areaId: seating.areaId,
      heldBy: sessionId,
    });
    const { token, hash } = newManageToken();
    const offer = {
      offerTime: slot.time,
      offerSessionId: sessionId,
      offerExpiresAt: expiresAt,
      offerTokenHash: hash,
    };
    await markOffered(tx, entry.id, offer);
    await writeToOutbox(
      tx,
      offerEmail(entry, restaurant, {
        time: slot.time,
        expiresAt,
        offerUrl: waitlistLinks.offer(deps.siteUrl, token),
        leaveUrl: waitlistLinks.leave(deps.siteUrl, token),
        offerSeconds: deps.offerSeconds,
      }),
    );
    offered.push({ ...entry, ...offer, status: 'offered' });
  }
  return offered;
}
