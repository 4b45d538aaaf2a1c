import { z } from 'zod';
import { guidSchema } from './customer.schema';

/** What the texts confirmation says (the spec has no texts confirmation: these say what to do). */
export const smsCodeMessages = {
  enterCode: 'Please enter the 6-digit code we texted you.',
  wrongCode:
    "That code isn't right, or it has expired. Please check it, or save your preferences again for a new one.",
} as const;

/** A code typed back from a text, to confirm the number for texts. */
export const smsCodeSchema = z.object({
  guid: guidSchema,
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, smsCodeMessages.enterCode)),
  recaptchaResponse: z.string().max(4096).optional(),
});
export type SmsCodeInput = z.input<typeof smsCodeSchema>;
