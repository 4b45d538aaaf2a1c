import { eq } from 'drizzle-orm';
import { addressLine } from '@/features/locations/server';
import { bindCardToBooking } from '@/features/payments/server';
import type { Restaurant } from '@/lib/content';
import type { Database } from '@/lib/db';
import { httpError } from '@/lib/http';
import { writeAllToOutbox, type MailMessage } from '@/lib/mail';
import type { BookingChange, ChangeSlotsQuery, ManagedBooking } from '../../manage/manage-api';
import { BookingError } from '../booking-error';
import { bookings, type BookingRow } from '../bookings.table';
import type { BookingRules } from '../engine/booking-rules.schema';
import { availableSlots, isEnquiryParty } from '../engine/available-slots';
import { turnMinutes } from '../engine/capacity';
import { londonInstant, toLondonWallClock } from '../engine/london-time';
import { coversAllowed, occasionFor } from '../engine/occasions';
import { openingWindow } from '../engine/opening-window';
import { bookingCalendarEvent } from '../../utils/calendar';
import { icsCalendar } from '../../utils/ics-file';
import { bookingEmail, callUs } from '../embedded/booking-emails';
import { bookingRulesOf } from '../embedded/booking-rules-repository';
import { seatedBookings } from '../embedded/bookings-repository';
import { lockRestaurantDay, seatingOnDay } from '../embedded/restaurant-day';
import type { PlaceBookingDeps } from '../embedded/place-booking';
import { forgetBookedDay } from '../embedded/seated-bookings-cache';
import { cancellationEmail, changeEmail, restaurantNotice } from './manage-emails';
import { manageBookingUrl, manageTokenHash, manageTokenSchema } from './manage-token';
import { ensureOpenSlot } from '../embedded/open-slot';
import { offerFreedTables } from '../waitlist/offer-freed-tables';
import { waitlistDepsOf } from '../waitlist/waitlist-deps';

/**
 * A diner's own booking, reached by the secret in the link of their e-mail (`/booking/{token}`):
 * viewed, changed (date, time, party) or cancelled. Every change and cancellation is written inside
 * the restaurant day's lock, as a new booking is (../embedded/restaurant-day.ts), so a change
 * racing a new booking for the last seats can never overbook, and a cancellation frees the seats
 * for the next diner at once. Nothing is ever deleted: a cancelled booking keeps its row.
 */

/** No change or cancellation online this close to the booking, unless its rules say otherwise. */
export const DEFAULT_MANAGE_CUTOFF_HOURS = 2;

/** What every way into a booking needs: the database, the content, the clock, the site's address. */
export type ManageDeps = PlaceBookingDeps;

/** The answer for a token that names no booking: nothing of any booking is shown. */
export const bookingLinkNotFound = () =>
  httpError(
    404,
    "We couldn't find a booking for this link. Please check the link in your e-mail, or call the restaurant.",
  );

/** The booking a token opens (the token's hash is what is stored), or a 404. */
export async function bookingOfToken(db: Database, token: string): Promise<BookingRow> {
  if (!manageTokenSchema.safeParse(token).success) throw bookingLinkNotFound();
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.manageTokenHash, manageTokenHash(token)));
  if (!row) throw bookingLinkNotFound();
  return row;
}

async function restaurantOf(deps: ManageDeps, storeId: string): Promise<Restaurant> {
  const restaurant = await deps.content.getRestaurant(storeId);
  // A restaurant taken out of the content keeps its bookings: they are still shown and cancelled.
  if (!restaurant) throw new BookingError(3, 'This restaurant is no longer on our website.');
  return restaurant;
}

/** Why the diner may not change or cancel online now, or null when they may. */
function lockedReason(
  booking: BookingRow,
  rules: BookingRules,
  restaurant: Restaurant,
  now: Date,
): string | null {
  const call = callUs(restaurant);
  if (booking.status === 'cancelled') return `This ${booking.bookingType} is cancelled.`;
  if (booking.diningAt.getTime() <= now.getTime()) {
    return `This ${booking.bookingType} is in the past.`;
  }
  const hours = rules.manageCutoffHours ?? DEFAULT_MANAGE_CUTOFF_HOURS;
  if (booking.diningAt.getTime() - now.getTime() < hours * 3_600_000) {
    return `Changes within ${hours} hour${hours === 1 ? '' : 's'} of your booking can't be made online. Please ${call}.`;
  }
  return null;
}

function managed(
  booking: BookingRow,
  rules: BookingRules,
  restaurant: Restaurant,
  brand: string,
  now: Date,
): ManagedBooking {
  const locked = lockedReason(booking, rules, restaurant, now);
  return {
    reference: booking.reference,
    bookingType: booking.bookingType,
    status: booking.status,
    restaurant: {
      storeId: restaurant.storeId,
      title: restaurant.title,
      address: addressLine(restaurant),
      phoneNumber: restaurant.phoneNumber || null,
      path: restaurant.hideRestaurantDetailPage ? null : restaurant.path,
    },
    date: booking.diningDate,
    time: booking.diningTime,
    adults: booking.adultCovers,
    children: booking.childCovers,
    occasion: rules.occasions.find((occasion) => occasion.id === booking.occasionId)?.name ?? null,
    menu: booking.menuName,
    extras: booking.upsells.map(({ id, quantity }) => ({
      name: rules.upsells.find((upsell) => upsell.id === id)?.name ?? id,
      quantity,
    })),
    specialRequest: booking.specialRequest,
    diner: { firstName: booking.firstName, lastName: booking.lastName, email: booking.email },
    // Enquiries and events are viewed and cancelled only: their terms are agreed with the restaurant.
    canChange: !locked && booking.bookingType === 'booking',
    canCancel: !locked,
    lockedReason: locked,
    hasCardGuarantee: booking.paymentCustomerId !== null,
    cardGuaranteeFromCovers: rules.cardGuaranteeFromCovers,
    enquiryFromCovers: rules.enquiryFromCovers,
    brand,
  };
}

async function brandOf(deps: ManageDeps): Promise<string> {
  return (await deps.content.getSettings())?.siteName ?? 'Tavola';
}

/** The booking a token opens, with its restaurant, its rules and the site's name. */
async function bookingWithContext(deps: ManageDeps, token: string) {
  const booking = await bookingOfToken(deps.db, token);
  const [restaurant, rules, brand] = await Promise.all([
    restaurantOf(deps, booking.storeId),
    bookingRulesOf(deps.db, booking.storeId),
    brandOf(deps),
  ]);
  return { booking, restaurant, rules, brand };
}

/** GET: the booking as its diner sees it. */
export async function viewBooking(deps: ManageDeps, token: string): Promise<ManagedBooking> {
  const { booking, restaurant, rules, brand } = await bookingWithContext(deps, token);
  return managed(booking, rules, restaurant, brand, deps.now());
}

/** Throws the reason as code 19 (the restaurant's own message) when the diner may not act now. */
function ensureOpen(
  booking: BookingRow,
  rules: BookingRules,
  restaurant: Restaurant,
  now: Date,
  action: 'change' | 'cancel',
) {
  const locked = lockedReason(booking, rules, restaurant, now);
  if (locked) throw new BookingError(19, locked);
  if (action === 'change' && booking.bookingType !== 'booking') {
    throw new BookingError(
      19,
      `This ${booking.bookingType} can't be changed online. Please ${callUs(restaurant)}.`,
    );
  }
}

/**
 * One transaction holding the restaurant's days (in a fixed order, so two never wait on each
 * other), reading the booking again inside it: a cancellation or change that raced this one is
 * seen, never overwritten.
 */
async function inLockedDays<T>(
  db: Database,
  booking: BookingRow,
  dates: string[],
  work: (tx: Database, current: BookingRow) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    for (const date of [...new Set(dates)].sort()) {
      await lockRestaurantDay(tx, booking.storeId, date);
    }
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
    return work(tx, current!);
  });
  for (const date of new Set(dates)) forgetBookedDay(booking.storeId, date);
  return result;
}

async function outbox(tx: Database, messages: (MailMessage | undefined)[]) {
  const present = messages.filter((message): message is MailMessage => Boolean(message));
  if (present.length > 0) await writeAllToOutbox(tx, present);
}

/**
 * POST cancel: the booking is marked cancelled (never deleted) and its seats are free at once; the
 * diner gets an e-mail and the restaurant a notice. Cancelling twice answers the cancelled booking
 * and sends nothing more.
 */
export async function cancelBooking(deps: ManageDeps, token: string): Promise<ManagedBooking> {
  const { booking, restaurant, rules, brand } = await bookingWithContext(deps, token);
  if (booking.status === 'cancelled') return managed(booking, rules, restaurant, brand, deps.now());
  ensureOpen(booking, rules, restaurant, deps.now(), 'cancel');
  const cancelled = await inLockedDays(
    deps.db,
    booking,
    [booking.diningDate],
    async (tx, current) => {
      if (current.status === 'cancelled') return current;
      const now = deps.now();
      const [row] = await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          updatedAt: now,
          sequence: current.sequence + 1,
        })
        .where(eq(bookings.id, current.id))
        .returning();
      await outbox(tx, [
        cancellationEmail(row!, restaurant),
        restaurantNotice(row!, restaurant, 'cancelled'),
      ]);
      // The freed table goes to the evening's waitlist at once, in this same lock.
      const evening = { storeId: row!.storeId, date: row!.diningDate, rules, restaurant };
      await offerFreedTables(tx, waitlistDepsOf(deps), evening);
      return row!;
    },
  );
  return managed(cancelled, rules, restaurant, brand, deps.now());
}

/**
 * POST change: a new date, time or party for a confirmed booking, checked as a new booking is (open,
 * bookable, the occasion takes the party) and then against capacity inside the lock, beside every
 * other booking but its own. When it no longer fits: code 4, and the booking stays as it was. A
 * party that reaches the card guarantee needs a card vaulted in this session; a party that reaches
 * the enquiry size becomes an enquiry (spec 1: 25 or more are enquiries), its seats freed until the
 * restaurant confirms.
 */
export async function changeBooking(
  deps: ManageDeps,
  token: string,
  change: BookingChange,
  sessionId: string | undefined,
): Promise<ManagedBooking> {
  const { booking, restaurant, rules, brand } = await bookingWithContext(deps, token);
  ensureOpen(booking, rules, restaurant, deps.now(), 'change');

  const { date, time } = toLondonWallClock(change.diningDateTime);
  const adults = change.adultCovers;
  const children = change.childCovers ?? 0;
  const covers = adults + children;
  const enquiry = isEnquiryParty(rules, covers);
  if (enquiry && !rules.acceptEnquiries) {
    throw new BookingError(
      6,
      `Parties of ${rules.enquiryFromCovers} or more can't be booked online. Please ${callUs(restaurant)}.`,
    );
  }
  const occasion = occasionFor(rules, date, booking.occasionId);
  if (!occasion || (!enquiry && !coversAllowed(occasion, covers))) throw new BookingError(18);
  ensureOpenSlot({
    rules,
    restaurant,
    date,
    time,
    covers,
    now: deps.now(),
    horizonDays: deps.horizonDays,
  });

  const needsCard = !enquiry && covers >= rules.cardGuaranteeFromCovers;
  let paymentCustomerId = booking.paymentCustomerId;
  if (needsCard && !paymentCustomerId) {
    const card = change.braintreeCustomerId;
    if (
      !card ||
      !sessionId ||
      !(await deps.cardGuarantees({ customerId: card, sessionId, email: booking.email }))
    ) {
      throw new BookingError(5);
    }
    paymentCustomerId = card;
  }

  const changed = await inLockedDays(
    deps.db,
    booking,
    [booking.diningDate, date],
    async (tx, current) => {
      if (current.status !== 'confirmed') {
        throw new BookingError(19, `This booking is ${current.status}.`);
      }
      let areaId = current.areaId;
      if (!enquiry) {
        const party = { storeId: booking.storeId, date, time, covers, areaId: current.areaId };
        // Beside every booking but its own. Parties of 16-24 sit at neighbouring tables in one
        // area (MAX_TABLE_BOOKING_COVERS).
        const seating = await seatingOnDay(tx, rules, party, { bookingId: booking.id });
        if (!seating) throw new BookingError(4);
        areaId = seating.areaId;
      }
      // A card newly given for this change guarantees this booking alone (as a new booking binds
      // its card): one already guaranteeing another booking is refused with code 5.
      if (paymentCustomerId && paymentCustomerId !== current.paymentCustomerId) {
        const claim = {
          customerId: paymentCustomerId,
          sessionId: sessionId!,
          email: booking.email,
        };
        if (!(await bindCardToBooking(tx, { ...claim, reference: booking.reference }))) {
          throw new BookingError(5);
        }
      }
      const [row] = await tx
        .update(bookings)
        .set({
          diningDate: date,
          diningTime: time,
          diningAt: londonInstant(date, time),
          durationMinutes: turnMinutes(rules, covers),
          adultCovers: adults,
          childCovers: children,
          covers,
          areaId,
          paymentCustomerId,
          ...(enquiry ? { bookingType: 'enquiry' as const, status: 'requested' as const } : {}),
          sequence: current.sequence + 1,
          updatedAt: deps.now(),
        })
        .where(eq(bookings.id, current.id))
        .returning();
      const url = manageBookingUrl(deps.siteUrl, token);
      await outbox(tx, [
        enquiry ? bookingEmail(row!, restaurant, url) : changeEmail(row!, restaurant, url),
        restaurantNotice(row!, restaurant, 'changed', current),
      ]);
      // A smaller party, another time or another day may free seats of the old evening.
      const evening = { storeId: current.storeId, date: current.diningDate, rules, restaurant };
      await offerFreedTables(tx, waitlistDepsOf(deps), evening);
      return row!;
    },
  );
  return managed(changed, rules, restaurant, brand, deps.now());
}

/**
 * The times the booking can move to on a date for a party: as the journey's slots, but beside
 * every other booking and not its own (its seats are its own to move). Parties of the enquiry size
 * get every open time: they become an enquiry (see `changeBooking`).
 */
export async function slotsForChange(
  deps: ManageDeps,
  token: string,
  query: ChangeSlotsQuery,
): Promise<string[]> {
  const { booking, restaurant, rules } = await bookingWithContext(deps, token);
  ensureOpen(booking, rules, restaurant, deps.now(), 'change');
  const covers = query.adults + query.children;
  const occasion = occasionFor(rules, query.date, booking.occasionId);
  if (!occasion || (!isEnquiryParty(rules, covers) && !coversAllowed(occasion, covers))) return [];
  return availableSlots({
    rules,
    window: openingWindow(query.date, restaurant.hours, restaurant.alternativeHours),
    date: query.date,
    covers,
    existing: await seatedBookings(deps.db, booking.storeId, query.date, booking.id),
    now: deps.now(),
    horizonDays: rules.horizonDays ?? deps.horizonDays,
    areaId: booking.areaId,
  }).map((slot) => slot.time);
}

/**
 * The booking's calendar file as it now stands: the same UID as the thanks panel's file, with a
 * higher SEQUENCE after each change, and `METHOD:CANCEL` once cancelled, so a calendar app that
 * imports it updates or removes the entry the diner added. An enquiry has none until confirmed.
 */
export async function bookingCalendarFile(
  deps: ManageDeps,
  token: string,
): Promise<{ filename: string; ics: string }> {
  const row = await bookingOfToken(deps.db, token);
  if (row.status === 'requested') throw bookingLinkNotFound();
  const [restaurant, brand] = await Promise.all([restaurantOf(deps, row.storeId), brandOf(deps)]);
  const event = bookingCalendarEvent({
    brand,
    reference: row.reference,
    restaurantName: restaurant.title,
    address: addressLine(restaurant),
    date: row.diningDate,
    time: row.diningTime,
    adults: row.adultCovers,
    children: row.childCovers,
    menu: row.menuName ?? undefined,
  });
  return {
    filename: `${brand.replace(/[^A-Za-z0-9-]+/g, '-')}-booking-${row.reference}.ics`,
    ics: icsCalendar(event, deps.now(), {
      sequence: row.sequence,
      cancelled: row.status === 'cancelled',
    }),
  };
}
