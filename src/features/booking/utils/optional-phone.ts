import { z } from 'zod';
import { bookingCustomerSchema, phoneSchema } from '../customer.schema';

/**
 * The alternative flow counts an absent phone as valid (spec 1 §5); a phone that is given follows
 * the usual rule and keeps its messages (a zod union would replace them with 'Invalid input').
 */
export const optionalPhoneSchema = z
  .string()
  .max(30, 'Your mobile number can have at most 14 digits.')
  .transform((value, ctx) => {
    if (value.trim() === '') return '';
    const result = phoneSchema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** The details form of the alternative flow: the booking form's rules with the phone optional. */
export const optionalPhoneCustomerSchema = bookingCustomerSchema.extend({
  phoneNumber: optionalPhoneSchema,
});
