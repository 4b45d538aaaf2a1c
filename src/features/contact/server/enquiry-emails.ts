import { composeMail, type MailDetail, type MailMessage } from '@/lib/mail';
import { enquiryTypes } from '../contact.schema';
import type { EnquiryRow } from './enquiries.table';
import type { EnquiryRecipient } from './enquiry-recipient';

const typeLabel = (type: string) =>
  enquiryTypes.find((candidate) => candidate.value === type)?.label ?? type;

function details(enquiry: EnquiryRow, recipient: EnquiryRecipient): MailDetail[] {
  return [
    { label: 'From', value: `${enquiry.firstName} ${enquiry.lastName} <${enquiry.email}>` },
    { label: 'About', value: typeLabel(enquiry.enquiryType) },
    ...(recipient.restaurant ? [{ label: 'Restaurant', value: recipient.restaurant.title }] : []),
    ...(enquiry.guests !== null ? [{ label: 'Guests', value: String(enquiry.guests) }] : []),
    { label: 'Message', value: enquiry.message },
  ];
}

/**
 * The two e-mails of an enquiry: the restaurant's (or the guest team's) copy, whose replies go to
 * the diner, and the diner's acknowledgement with what they sent. Both are composed as text and
 * as escaped HTML: the diner's own words are in them.
 */
export function enquiryEmails(enquiry: EnquiryRow, recipient: EnquiryRecipient): MailMessage[] {
  const group = enquiry.form === 'groupBooking';
  const at = recipient.restaurant ? ` at ${recipient.restaurant.title}` : '';
  const restaurantSubject = group
    ? `Group booking enquiry: ${enquiry.guests} guests${at}`
    : `${typeLabel(enquiry.enquiryType)}: a message from ${enquiry.firstName} ${enquiry.lastName}`;
  const dinerSubject = group
    ? 'Your group booking enquiry has been received'
    : 'Thank you for your message';
  return [
    {
      to: recipient.email,
      replyTo: enquiry.email,
      subject: restaurantSubject,
      ...composeMail({
        subject: restaurantSubject,
        greeting: 'Hello,',
        paragraphs: [
          `A diner sent this through the website. Reply to ${enquiry.email} to answer them (replying to this e-mail does).`,
        ],
        details: details(enquiry, recipient),
      }),
    },
    {
      to: enquiry.email,
      subject: dinerSubject,
      ...composeMail({
        subject: dinerSubject,
        greeting: `Hi ${enquiry.firstName},`,
        paragraphs: [
          group
            ? `Thank you for your group booking enquiry. It has gone to ${recipient.name}, and we'll come back to you within 48 hours.`
            : `Thank you for getting in touch. Your message has gone to ${recipient.name}, and we'll reply within 48 hours.`,
          'What you sent:',
        ],
        details: details(enquiry, recipient),
      }),
    },
  ];
}
