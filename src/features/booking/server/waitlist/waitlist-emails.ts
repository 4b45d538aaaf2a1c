import { formatInTimeZone } from 'date-fns-tz';
import { addressLine } from '@/features/locations/server';
import { longDate, siteTimeZone } from '@/lib/clock';
import type { Restaurant } from '@/lib/content';
import { composeMail, type MailDetail, type MailMessage } from '@/lib/mail';
import { dinerEnvelope } from '../embedded/booking-emails';
import type { WaitlistRow } from './waitlist.table';

type Entry = Pick<
  WaitlistRow,
  'firstName' | 'email' | 'diningDate' | 'timeFrom' | 'timeTo' | 'adultCovers' | 'childCovers'
>;

/** The secret links of the e-mails, on the site's public address. */
export const waitlistLinks = {
  offer: (siteUrl: string, token: string) =>
    new URL(`/booking/table-offer/${token}`, siteUrl).toString(),
  leave: (siteUrl: string, token: string) =>
    new URL(`/booking/leave-waitlist/${token}`, siteUrl).toString(),
};

function guests(entry: Entry): string {
  const { adultCovers: adults, childCovers: children } = entry;
  return `${adults} adult${adults === 1 ? '' : 's'}${
    children ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''
  }`;
}

function details(entry: Entry, restaurant: Restaurant, when: string): MailDetail[] {
  return [
    { label: 'Restaurant', value: `${restaurant.title}, ${addressLine(restaurant)}` },
    { label: 'When', value: when },
    { label: 'Guests', value: guests(entry) },
  ];
}

/** 'ten minutes' for whole minutes; the e-mails say how long a table is held. */
export function heldFor(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 'You're on the waitlist': what they asked for, and the link to leave it. */
export function joinedEmail(
  entry: Entry,
  restaurant: Restaurant,
  { leaveUrl, offerSeconds }: { leaveUrl: string; offerSeconds: number },
): MailMessage {
  const subject = `You're on the waitlist at ${restaurant.title}`;
  const when = `${longDate(entry.diningDate)}, between ${entry.timeFrom} and ${entry.timeTo}`;
  return {
    ...dinerEnvelope(entry, restaurant),
    subject,
    ...composeMail({
      subject,
      greeting: `Hi ${entry.firstName},`,
      paragraphs: [
        "You're on the waitlist.",
        `If a table for your party comes up, we'll hold it for you for ${heldFor(offerSeconds)} and e-mail you a link to book it. Tables are offered in the order diners joined.`,
      ],
      details: details(entry, restaurant, when),
      action: { label: 'Leave the waitlist', url: leaveUrl },
      closing: [
        "Changed your plans? Leave the waitlist with the link above and we won't e-mail you again.",
      ],
    }),
  };
}

/** 'A table has come up': the held table, until when, the link to book it and to leave. */
export function offerEmail(
  entry: Entry,
  restaurant: Restaurant,
  offer: {
    time: string;
    expiresAt: Date;
    offerUrl: string;
    leaveUrl: string;
    offerSeconds: number;
  },
): MailMessage {
  const subject = `A table has come up at ${restaurant.title}`;
  const until = formatInTimeZone(offer.expiresAt, siteTimeZone, 'HH:mm');
  return {
    ...dinerEnvelope(entry, restaurant),
    subject,
    ...composeMail({
      subject,
      greeting: `Hi ${entry.firstName},`,
      paragraphs: [
        `Good news: a table has come up. We're holding it for you for ${heldFor(offer.offerSeconds)}, until ${until}.`,
      ],
      details: details(entry, restaurant, `${longDate(entry.diningDate)} at ${offer.time}`),
      action: { label: 'Book this table', url: offer.offerUrl },
      closing: [
        `After ${until} we offer it to the next diner on the waitlist.`,
        `Can't make it? Leave the waitlist: ${offer.leaveUrl}`,
      ],
    }),
  };
}
