import type { Restaurant } from '@/lib/content';
import { composeMail, type MailMessage } from '@/lib/mail';
import { emailSchema } from '@/lib/validation';
import type { BookingRow } from '../bookings.table';
import { bookingDetails, callUs, dinerEnvelope } from '../embedded/booking-emails';

/** The diner's e-mail when they cancel online, with the details of what was cancelled. */
export function cancellationEmail(booking: BookingRow, restaurant: Restaurant): MailMessage {
  const what = booking.bookingType === 'enquiry' ? 'enquiry' : 'booking';
  const subject = `Your ${what} at ${restaurant.title} is cancelled`;
  return {
    ...dinerEnvelope(booking, restaurant),
    subject,
    ...composeMail({
      subject,
      greeting: `Hi ${booking.firstName},`,
      paragraphs: [`Your ${what} is cancelled. Thank you for letting us know.`],
      details: bookingDetails(booking, restaurant),
      closing: [`Cancelled by mistake? Just ${callUs(restaurant)} or book again on our website.`],
    }),
  };
}

/** The diner's e-mail after a change: the booking as it now is, and the link to it. */
export function changeEmail(
  booking: BookingRow,
  restaurant: Restaurant,
  manageUrl: string,
): MailMessage {
  const subject = `Your booking at ${restaurant.title} has been changed`;
  return {
    ...dinerEnvelope(booking, restaurant),
    subject,
    ...composeMail({
      subject,
      greeting: `Hi ${booking.firstName},`,
      paragraphs: ['Your booking has been changed. Here it is as it now stands.'],
      details: bookingDetails(booking, restaurant),
      action: { label: 'View, change or cancel your booking', url: manageUrl },
      closing: [`Need a hand? Just ${callUs(restaurant)}. We look forward to seeing you.`],
    }),
  };
}

/**
 * The restaurant's notice of a change or cancellation made online, to the address in its content
 * (none is sent when it has no valid one: its bookings list shows the change either way).
 */
export function restaurantNotice(
  booking: BookingRow,
  restaurant: Restaurant,
  what: 'cancelled' | 'changed',
  before?: Pick<BookingRow, 'diningDate' | 'diningTime' | 'covers'>,
): MailMessage | undefined {
  const to = emailSchema.safeParse(restaurant.email);
  if (!to.success) return undefined;
  const subject = `Booking ${booking.reference} ${what} online`;
  const was = before
    ? [
        {
          label: 'Was',
          value: `${before.diningDate} at ${before.diningTime}, ${before.covers} guest${before.covers === 1 ? '' : 's'}`,
        },
      ]
    : [];
  return {
    to: to.data,
    replyTo: booking.email,
    subject,
    ...composeMail({
      subject,
      greeting: `${restaurant.title},`,
      paragraphs: [
        what === 'cancelled'
          ? `${booking.firstName} ${booking.lastName} cancelled this ${booking.bookingType} online: its seats are free again.`
          : `${booking.firstName} ${booking.lastName} changed this booking online.`,
      ],
      details: [
        ...bookingDetails(booking, restaurant).filter(({ label }) => label !== 'Restaurant'),
        ...was,
        { label: 'Phone', value: booking.mobilePhone || 'not given' },
      ],
    }),
  };
}
