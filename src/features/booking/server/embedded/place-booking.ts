import type { ContentSource } from '@/lib/content/server';
import type { Database } from '@/lib/db';
import { httpError } from '@/lib/http';
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
import {
  bookingByIdempotencyKey,
  isUniqueViolation,
  type SeatedReference,
} from './bookings-repository';
import { ensureOpenSlot } from './open-slot';
import { fingerprintOf, storedAnswer } from './stored-answer';
import { writeBooking, type BookingToWrite } from './write-booking';

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
 * is checked again here; then the booking is written in one transaction (`writeBooking`) that, for
 * bookings and events, holds the restaurant's day while it checks capacity once more, so concurrent
 * requests can never overbook. The confirmation e-mail is written to the outbox in the same
 * transaction. A retry with the same `Idempotency-Key` answers the booking stored first.
 */
export async function placeBooking(
  deps: PlaceBookingDeps,
  kind: BookingKind,
  storeId: string,
  request: BookingRequest,
  context: BookingContext,
): Promise<BookingResponse> {
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
    // A retry racing the request it repeats finds the card bound by that very booking: its
    // answer is the booking, not a refusal.
    const retried =
      context.idempotencyKey &&
      (await storedAnswer(deps.db, kind, storeId, request, {
        ...context,
        idempotencyKey: context.idempotencyKey,
      }));
    if (retried) return retried;
    throw new BookingError(5);
  }

  const { idempotencyKey = null, sessionId } = context;
  const fingerprint = idempotencyKey ? fingerprintOf(kind, storeId, request, sessionId) : null;
  // The booking as it will be stored, under a reference, with its e-mail: made before the
  // transaction, so the day is held no longer than the writes take.
  const bookingUnder = (reference: string): BookingToWrite => {
    const manage = newManageToken();
    const row = {
      reference,
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
      menuName:
        request.menuName ?? rules.menus.find((menu) => menu.id === menuIds[0])?.name ?? null,
      upsells: request.upsells,
      offerId: request.offerId ?? null,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.emailAddress,
      mobilePhone: request.mobilePhoneNumber,
      specialRequest: request.specialRequest,
      shouldReceivePromotions: request.shouldReceivePromotions,
      shouldReceiveSms: request.shouldReceiveSms,
      // Only a card checked above is kept: a customer id sent with a booking that needs no card
      // guarantees nothing, and must not bind (and so use up) a card.
      paymentCustomerId: needsCard ? (request.braintreeCustomerId ?? null) : null,
      idempotencyKey,
      requestFingerprint: fingerprint,
      sessionId,
      // Only the hash of the manage link's secret is stored; the link goes in the e-mail.
      manageTokenHash: manage.hash,
    };
    const email = bookingEmail(
      { ...row, occasionName: occasion.type === 'event' ? occasion.name : null },
      restaurant,
      manageBookingUrl(deps.siteUrl, manage.token),
    );
    return { row, email, rules };
  };

  let booking: SeatedReference | undefined;
  try {
    booking = await writeUnderNewReference(deps.db, bookingUnder);
  } catch (error) {
    // The same key, stored meanwhile by a request that the day's lock did not put in line before
    // this one (for another restaurant day, or an enquiry, which takes no lock): the key's unique
    // constraint refused this one, and the stored booking is the answer.
    if (!idempotencyKey || !isUniqueViolation(error, 'bookings_idempotency_key_unique')) {
      throw error;
    }
    booking = await bookingByIdempotencyKey(deps.db, idempotencyKey);
    if (!booking) throw error;
  }
  // A booking stored earlier under this request's Idempotency-Key answers its retry (the same
  // request); any other request with that key gets a 422.
  if (booking.requestFingerprint !== fingerprint) throw idempotencyKeyReused();
  return { bookingReference: booking.reference };
}

/**
 * Writes the booking under a new reference, and under another if that one is taken: a reference
 * is six characters read out over the phone, so among many bookings a new one can be one already
 * given (its unique constraint refuses it, rather than a diner being told the wrong booking).
 */
async function writeUnderNewReference(
  db: Database,
  bookingUnder: (reference: string) => BookingToWrite,
): Promise<SeatedReference> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeBooking(db, bookingUnder(newBookingReference()));
    } catch (error) {
      if (attempt === 3 || !isUniqueViolation(error, 'bookings_reference_unique')) throw error;
    }
  }
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
