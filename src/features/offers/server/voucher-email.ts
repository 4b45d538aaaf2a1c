import { getConfig } from '@/lib/config';
import type { Offer } from '@/lib/content';
import { composeMail, type MailMessage } from '@/lib/mail';

/** The e-mail with the voucher code, the offer's validity and its terms. */
export function voucherEmail(offer: Offer, email: string, code: string): MailMessage {
  const subject = `Your voucher code: ${offer.title}`;
  const page = new URL(`/offer/${offer.slug}`, getConfig().SITE_URL).toString();
  return {
    to: email,
    subject,
    ...composeMail({
      subject,
      greeting: 'Hi,',
      paragraphs: [`Here is your voucher code for ${offer.title}. Show it when you order.`],
      details: [
        { label: 'Voucher code', value: code },
        ...(offer.validityText ? [{ label: 'Valid', value: offer.validityText }] : []),
      ],
      closing: [
        ...(offer.termAndConditions ? [`Terms and conditions: ${offer.termAndConditions}`] : []),
        `The offer: ${page}`,
      ],
    }),
  };
}
