import { z } from 'zod';
import { emailSchema } from '@/lib/validation';

/** The voucher form (spec 2 §3 "Offer and voucher", §5 "Voucher form"). */
export const voucherMessages = {
  acceptTerms: 'Please tick the box to agree to the terms of the offer.',
} as const;

export const voucherSchema = z.object({
  offerSlug: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/, 'Not one of our offers.'),
  emailAddress: emailSchema,
  acceptTerms: z.literal(true, { error: voucherMessages.acceptTerms }),
  recaptchaResponse: z.string().max(4096).optional(),
});
export type VoucherInput = z.input<typeof voucherSchema>;
export type VoucherRequest = z.output<typeof voucherSchema>;
