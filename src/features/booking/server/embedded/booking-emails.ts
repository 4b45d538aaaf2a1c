import { formatInTimeZone } from 'date-fns-tz';
import type { Restaurant } from '@/lib/content';
import type { MailMessage } from '@/lib/mail';
import type { BookingRow } from '../bookings.table';
import { bookingTimeZone, londonInstant } from '../engine/london-time';

function details(booking: BookingRow, restaurant: Restaurant): string[] {
  const when = formatInTimeZone(
    londonInstant(booking.diningDate, booking.diningTime),
    bookingTimeZone,
    "EEEE d MMMM yyyy 'at' HH:mm",
  );
  const guests = `${booking.adultCovers} adult${booking.adultCovers === 1 ? '' : 's'}${
    booking.childCovers
      ? `, ${booking.childCovers} child${booking.childCovers === 1 ? '' : 'ren'}`
      : ''
  }`;
  const address = [
    restaurant.addressLine1,
    restaurant.addressLine2,
    restaurant.addressCity,
    restaurant.postcode,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `Reference: ${booking.reference}`,
    `Restaurant: ${restaurant.title}, ${address}`,
    `When: ${when}`,
    `Guests: ${guests}`,
    ...(booking.menuName ? [`Menu: ${booking.menuName}`] : []),
    ...(booking.specialRequest ? [`Your request: ${booking.specialRequest}`] : []),
  ];
}

/** The e-mail a diner gets for a booking or event, or the acknowledgement of an enquiry. */
export function bookingEmail(booking: BookingRow, restaurant: Restaurant): MailMessage {
  const call = restaurant.phoneNumber
    ? `call us on ${restaurant.phoneNumber}`
    : 'call the restaurant';
  if (booking.bookingType === 'enquiry') {
    return {
      to: booking.email,
      subject: `Your enquiry at ${restaurant.title} has been received`,
      text: [
        `Hi ${booking.firstName},`,
        '',
        'Your enquiry has been received.',
        "Please note this booking is not yet confirmed: we'll come back to you within 48 hours to confirm.",
        '',
        ...details(booking, restaurant),
        '',
        `Anything to add? Reply to this e-mail or ${call}.`,
      ].join('\n'),
    };
  }
  return {
    to: booking.email,
    subject: `Your booking at ${restaurant.title} is confirmed`,
    text: [
      `Hi ${booking.firstName},`,
      '',
      'Your booking is confirmed.',
      '',
      ...details(booking, restaurant),
      '',
      `Need to change it? Just ${call}. We look forward to seeing you.`,
    ].join('\n'),
  };
}
