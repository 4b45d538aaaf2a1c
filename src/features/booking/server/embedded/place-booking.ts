import { randomUUID } from 'node:crypto';
import type { ContentSource } from '@/lib/content/server';
import type { Database } from '@/lib/db';
import { httpError } from '@/lib/http';
import { writeToOutbox } from '@/lib/mail';
import type { BookingRequest } from '../../booking-api.schema';
import type { BookingResponse } from '../../booking-api.types';
import { BookingError } from '../booking-error';
import type { BookingContext } from '../booking-provider';
import { idempotencyKeyReused } from '../idempotency';
import type { BookingRules, RulesOccasion } from '../engine/booking-rules.schema';
import { isEnquiryParty } from '../engine/available-slots';
import { turnMinutes } from '../engine/capacity';
import { londonInstant, toLondonWallClock } from '../engine/london-time';
import { coversAllowed, menusFor, areasFor, occasionFor, servesAt } from '../engine/occasions';
import { bookableRestaurant } from './bookable-restaurant';
import { manageBookingUrl, newManageToken } from '../manage/manage-token';
import { bookingEmail } from './booking-emails';
import { newBookingReference } from './booking-reference';
import { bookingRulesOf } from './booking-rules-repository';
import { takeSeats } from './restaurant-day-turns';
import {
  bookingByIdempotencyKey,
  insertBooking,
  isUniqueViolation,
  type SeatedReference,
} from './bookings-repository';
import { ensureOpenSlot } from './open-slot';

export type BookingKind = 'booking' | 'enquiry' | 'event';

export interface PlaceBookingDeps {
  db: Database;
  content: ContentSource;
  now: () => Date;
  /** BOOKING_HORIZON_DAYS: how far ahead a table can be booked unless a restaurant's rules say. */
  horizonDays: number;
  /** The site's public address (SITE_URL): the e-mails' links to the diner's booking page. */
  siteUrl: string;
  /**
   * Whether a card the payment gateway vaulted guarantees this booking: it must have been vaulted
   * in the same booking session, for the same e-mail address.
   */
  cardGuarantees: (guarantee: CardGuarantee) => Promise<boolean>;
}

/** A booking's claim to a vaulted card. */
export interface CardGuarantee {
  customerId: string;
  sessionId: string;
  email: string;
}

/**
 * Places a booking, an enquiry or an event booking (spec 1 §7, §8). Everything the browser checked
 * is checked again here; then, for bookings and events, capacity is checked once more and the
 * booking written inside one transaction holding the restaurant's day, so concurrent requests can
 * never overbook. The confirmation e-mail is written to the outbox in the same transaction.
 */
export async function placeBooking(
  deps: PlaceBookingDeps,
  kind: BookingKind,
  storeId: string,
  request: BookingRequest,
  context: BookingContext,
): Promise<BookingResponse> {
  // A retry of a stored booking answers what was stored. Bookings and events that take seats are
  // looked up inside their restaurant day's turn (one query a turn, not one a request); an enquiry
  // takes no turn, so it is looked up here.
  if (kind === 'enquiry' && context.idempotencyKey) {
    const earlier = await bookingByIdempotencyKey(deps.db, context.idempotencyKey);
    if (earlier) return sameRequestAgain(earlier, context);
  }

  const restaurant = await bookableRestaurant(deps.content, storeId);
  const rules = await bookingRulesOf(deps.db, storeId);
  const { date, time } = toLondonWallClock(request.diningDateTime);
  const covers = request.adultCovers + request.childCovers;
  const occasion = checkedOccasion(kind, rules, date, request.occasionId, covers);
  const menuIds = checkedMenus(rules, occasion, request.menuIds, time);
  const areaId = checkedArea(rules, occasion, request.areaId);
  checkUpsells(rules, request.upsells);

  if (kind !== 'enquiry' && isEnquiryParty(rules, covers)) {
    throw new BookingError(
      6,
      `Parties of ${rules.enquiryFromCovers} or more are taken as enquiries.`,
    );
  }
  if (kind === 'enquiry' && !isEnquiryParty(rules, covers)) {
    throw new BookingError(6, `Enquiries are for parties of ${rules.enquiryFromCovers} or more.`);
  }
  ensureOpenSlot({
    rules,
    restaurant,
    date,
    time,
    covers,
    now: deps.now(),
    horizonDays: deps.horizonDays,
  });

  const needsCard = kind !== 'enquiry' && covers >= rules.cardGuaranteeFromCovers;
  if (
    needsCard &&
    !(
      request.braintreeCustomerId &&
      (await deps.cardGuarantees({
        customerId: request.braintreeCustomerId,
        sessionId: context.sessionId,
        email: request.emailAddress,
      }))
    )
  ) {
    throw new BookingError(5);
  }

  const row = {
    reference: newBookingReference(),
    storeId,
    bookingType: kind,
    status: kind === 'enquiry' ? ('requested' as const) : ('confirmed' as const),
    diningDate: date,
    diningTime: time,
    diningAt: londonInstant(date, time),
    durationMinutes: turnMinutes(rules, covers),
    adultCovers: request.adultCovers,
    childCovers: request.childCovers,
    covers,
    occasionId: occasion.id,
    areaId: areaId ?? null,
    menuIds,
    menuName: request.menuName ?? rules.menus.find((menu) => menu.id === menuIds[0])?.name ?? null,
    upsells: request.upsells,
    offerId: request.offerId ?? null,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.emailAddress,
    mobilePhone: request.mobilePhoneNumber,
    specialRequest: request.specialRequest,
    shouldReceivePromotions: request.shouldReceivePromotions,
    shouldReceiveSms: request.shouldReceiveSms,
    paymentCustomerId: request.braintreeCustomerId ?? null,
    idempotencyKey: context.idempotencyKey ?? null,
    sessionId: context.sessionId,
  };

  // What only an accepted booking needs: its id (made here, as the outbox's are: see outboxRow),
  // its manage link's secret (only the hash is stored), its request's fingerprint, and its e-mail,
  // which says everything known before it is written.
  const accepted = () => {
    const manage = newManageToken();
    return {
      row: {
        id: randomUUID(),
        manageTokenHash: manage.hash,
        requestFingerprint: context.requestFingerprint?.() ?? null,
      },
      email: bookingEmail(
        { ...row, occasionName: occasion.type === 'event' ? occasion.name : null },
        restaurant,
        manageBookingUrl(deps.siteUrl, manage.token),
      ),
    };
  };
  try {
    const booking =
      kind === 'enquiry'
        ? await deps.db.transaction(async (tx) => {
            // An enquiry holds no seats until the restaurant confirms it: no lock, no check.
            const { row: rest, email } = accepted();
            const stored = await insertBooking(tx, { ...row, ...rest });
            await writeToOutbox(tx, email);
            return stored;
          })
        : await takeSeats(deps.db, { row, accepted, rules });
    // Another reference is the booking stored earlier under this request's Idempotency-Key.
    if (booking.reference !== row.reference) return sameRequestAgain(booking, context);
    return { bookingReference: booking.reference };
  } catch (error) {
    // The same request, retried while the first was still being written.
    if (context.idempotencyKey && isUniqueViolation(error, 'bookings_idempotency_key_unique')) {
      const earlier = await bookingByIdempotencyKey(deps.db, context.idempotencyKey);
      if (earlier) return sameRequestAgain(earlier, context);
    }
    throw error;
  }
}

/** A retry of the request that made `earlier` gets its reference; any other request, a 422. */
function sameRequestAgain(earlier: SeatedReference, context: BookingContext): BookingResponse {
  if (earlier.requestFingerprint !== (context.requestFingerprint?.() ?? null)) {
    throw idempotencyKeyReused();
  }
  return { bookingReference: earlier.reference };
}

function checkedOccasion(
  kind: BookingKind,
  rules: BookingRules,
  date: string,
  occasionId: string | undefined,
  covers: number,
): RulesOccasion {
  const occasion = occasionFor(rules, date, occasionId);
  // An event is booked through the events call, a table through create; a party of 25+ asks for
  // either as an enquiry (spec 1 §4 "Enquiry mode").
  const wrongCall =
    kind === 'enquiry' ? false : (kind === 'event') !== (occasion?.type === 'event');
  if (!occasion || wrongCall) throw new BookingError(18);
  if (!coversAllowed(occasion, covers) && !(kind === 'enquiry' && covers >= occasion.minCovers)) {
    throw new BookingError(18);
  }
  return occasion;
}

/** The menus asked for, each the occasion's and served at the time (else code 8). */
function checkedMenus(
  rules: BookingRules,
  occasion: RulesOccasion,
  menuIds: string[],
  time: string,
): string[] {
  const allowed = new Set(
    menusFor(rules, occasion)
      .filter((menu) => servesAt(menu, time))
      .map((menu) => menu.id),
  );
  if (menuIds.some((id) => !allowed.has(id))) throw new BookingError(8);
  return menuIds;
}

function checkedArea(rules: BookingRules, occasion: RulesOccasion, areaId: string | undefined) {
  if (areaId && !areasFor(rules, occasion).some((area) => area.id === areaId)) {
    throw new BookingError(18);
  }
  return areaId;
}

function checkUpsells(rules: BookingRules, chosen: BookingRequest['upsells']) {
  for (const { id, quantity } of chosen) {
    const upsell = rules.upsells.find((candidate) => candidate.id === id);
    if (!upsell) throw httpError(400, `upsells: ${id} is not an extra of this restaurant`);
    if (quantity < upsell.minimumQuantity || quantity > upsell.maximumQuantity) {
      throw httpError(
        400,
        `upsells: ${upsell.name} can be ordered ${upsell.minimumQuantity} to ${upsell.maximumQuantity} at a time`,
      );
    }
  }
  if (!rules.allowMultipleUpsells && new Set(chosen.map((upsell) => upsell.id)).size > 1) {
    throw httpError(400, 'upsells: this restaurant takes one kind of extra per booking');
  }
}
