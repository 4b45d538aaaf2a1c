import { addressLine } from '@/features/locations/server';
import { longDate } from '@/lib/clock';
import type { Restaurant } from '@/lib/content';
import { composeMail, type MailDetail, type MailMessage } from '@/lib/mail';
import { emailSchema } from '@/lib/validation';
import { occasionSummary } from '../../utils/occasion-summary';
import type { BookingRow } from '../bookings.table';

/** What the e-mail says of a booking: all known before the booking is written. */
export type BookingFacts = Pick<
  BookingRow,
  | 'reference'
  | 'bookingType'
  | 'diningDate'
  | 'diningTime'
  | 'adultCovers'
  | 'childCovers'
  | 'menuName'
  | 'specialRequest'
  | 'email'
  | 'firstName'
> & {
  /** The event booked ('Christmas party'), or null for a table. */
  occasionName?: string | null;
};

/** The booking's lines in every e-mail about it: reference, restaurant, when, guests, menu. */
export function bookingDetails(booking: BookingFacts, restaurant: Restaurant): MailDetail[] {
  // The date and time are the London wall clock already: named as they are.
  const when = `${longDate(booking.diningDate)} at ${booking.diningTime}`;
  const guests = `${booking.adultCovers} adult${booking.adultCovers === 1 ? '' : 's'}${
    booking.childCovers
      ? `, ${booking.childCovers} child${booking.childCovers === 1 ? '' : 'ren'}`
      : ''
  }`;
  const address = addressLine(restaurant);
  const covers = booking.adultCovers + booking.childCovers;
  return [
    { label: 'Reference', value: booking.reference },
    ...(booking.occasionName
      ? [{ label: 'Occasion', value: occasionSummary(booking.occasionName, covers) }]
      : []),
    { label: 'Restaurant', value: `${restaurant.title}, ${address}` },
    { label: 'When', value: when },
    { label: 'Guests', value: guests },
    ...(booking.menuName ? [{ label: 'Menu', value: booking.menuName }] : []),
    ...(booking.specialRequest ? [{ label: 'Your request', value: booking.specialRequest }] : []),
  ];
}

/** 'call us on 020 …', or 'call the restaurant' when it has no number. */
export function callUs(restaurant: Restaurant): string {
  return restaurant.phoneNumber ? `call us on ${restaurant.phoneNumber}` : 'call the restaurant';
}

/** To the diner; a reply goes to the restaurant when its content has a valid e-mail address. */
export function dinerEnvelope(booking: Pick<BookingFacts, 'email'>, restaurant: Restaurant) {
  const replyTo = emailSchema.safeParse(restaurant.email);
  return { to: booking.email, ...(replyTo.success ? { replyTo: replyTo.data } : {}) };
}

/**
 * The e-mail a diner gets for a booking or event, or the acknowledgement of an enquiry: plain text
 * and HTML, with the link to the diner's own page for the booking (view, change or cancel) when
 * the booking has one.
 */
export function bookingEmail(
  booking: BookingFacts,
  restaurant: Restaurant,
  manageUrl?: string,
): MailMessage {
  const call = callUs(restaurant);
  const envelope = dinerEnvelope(booking, restaurant);
  const greeting = `Hi ${booking.firstName},`;
  if (booking.bookingType === 'enquiry') {
    const subject = `Your enquiry at ${restaurant.title} has been received`;
    return {
      ...envelope,
      subject,
      ...composeMail({
        subject,
        greeting,
        paragraphs: [
          'Your enquiry has been received.',
          "Please note this booking is not yet confirmed: we'll come back to you within 48 hours to confirm.",
        ],
        details: bookingDetails(booking, restaurant),
        ...(manageUrl ? { action: { label: 'View or cancel your enquiry', url: manageUrl } } : {}),
        closing: [`Anything to add? Reply to this e-mail or ${call}.`],
      }),
    };
  }
  // An event names itself: 'Your Christmas party at Tavola Leeds Trinity is confirmed'.
  const subject = `Your ${booking.occasionName ?? 'booking'} at ${restaurant.title} is confirmed`;
  return {
    ...envelope,
    subject,
    ...composeMail({
      subject,
      greeting,
      paragraphs: ['Your booking is confirmed.'],
      details: bookingDetails(booking, restaurant),
      ...(manageUrl
        ? {
            action: {
              // Events are viewed and cancelled online, never changed.
              label:
                booking.bookingType === 'event'
                  ? 'View or cancel your booking'
                  : 'View, change or cancel your booking',
              url: manageUrl,
            },
            closing: [`Need a hand? Just ${call}. We look forward to seeing you.`],
          }
        : { closing: [`Need to change it? Just ${call}. We look forward to seeing you.`] }),
    }),
  };
}
