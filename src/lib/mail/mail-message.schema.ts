import { z } from 'zod';
import { emailSchema } from '@/lib/validation';

/** A header value on one line: a line break in a subject would start a header of its own. */
const headerLine = z
  .string()
  .min(1)
  .max(500)
  .regex(/^[^\r\n]*$/, 'must be one line');

/**
 * An e-mail as the site composes it, checked when it is written to the outbox: a message the
 * sender could never deliver fails the transaction that wrote it, not hours later.
 */
export const mailMessageSchema = z.object({
  to: emailSchema,
  /** Where a reply goes, such as the diner who sent an enquiry; unset, to MAIL_FROM. */
  replyTo: emailSchema.optional(),
  subject: headerLine,
  text: z.string().min(1),
  html: z.string().min(1).optional(),
  /**
   * The headers a message may add: a marketing message's one-click unsubscribe (RFC 8058), which
   * mail clients show as an Unsubscribe button.
   */
  headers: z
    .object({ 'List-Unsubscribe': headerLine, 'List-Unsubscribe-Post': headerLine })
    .strict()
    .partial()
    .optional(),
});

/** An e-mail as the site composes it. */
export type MailMessage = z.input<typeof mailMessageSchema>;
