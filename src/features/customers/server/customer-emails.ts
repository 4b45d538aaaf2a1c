import { getConfig } from '@/lib/config';
import { composeMail, type MailMessage } from '@/lib/mail';

/** The page where a customer changes their preferences (their guid is its only key). */
export const preferencesUrl = (guid: string) =>
  new URL(`/preferences/${guid}`, getConfig().SITE_URL).toString();

/** The RFC 8058 one-click unsubscribe address of a customer. */
export const unsubscribeUrl = (guid: string) =>
  new URL(`/api/unsubscribe/${guid}`, getConfig().SITE_URL).toString();

/**
 * A marketing message (UK PECR): it says how to change preferences and unsubscribe, and carries the
 * one-click unsubscribe headers (RFC 8058) mail clients show as an Unsubscribe button.
 */
function marketingMail(
  to: string,
  guid: string,
  content: { subject: string; greeting: string; paragraphs: string[] },
): MailMessage {
  return {
    to,
    subject: content.subject,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl(guid)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...composeMail({
      ...content,
      closing: [
        `Change what you hear from us, or unsubscribe, at any time: ${preferencesUrl(guid)}`,
      ],
    }),
  };
}

/** The welcome of a new (or returning) subscriber, with the link to their preferences. */
export function welcomeEmail(
  customer: { email: string; firstName?: string; guid: string },
  brand: string,
): MailMessage {
  const subject = `Welcome to ${brand}`;
  return marketingMail(customer.email, customer.guid, {
    subject,
    greeting: customer.firstName ? `Hi ${customer.firstName},` : 'Hi,',
    paragraphs: [
      `Thank you for signing up. You'll be the first to hear about ${brand}'s offers, new menus and events.`,
      `Tell us what you like, and the occasions you celebrate, so we send you only what you want: ${preferencesUrl(customer.guid)}`,
    ],
  });
}

/** A friend's invitation to sign up (refer a friend): sent once, and never a list to be on. */
export function referralEmail(
  referral: { name: string; friendEmail: string },
  brand: string,
): MailMessage {
  const subject = `${referral.name} thinks you'd like ${brand}`;
  const signUp = new URL('/sign-up', getConfig().SITE_URL).toString();
  return {
    to: referral.friendEmail,
    subject,
    ...composeMail({
      subject,
      greeting: 'Hi,',
      paragraphs: [
        `${referral.name} asked us to invite you to join the ${brand} mailing list, for our offers, new menus and events.`,
        `Sign up here if you'd like to: ${signUp}`,
      ],
      closing: [
        "We have not added you to any list, and won't e-mail you again unless you sign up yourself.",
      ],
    }),
  };
}
