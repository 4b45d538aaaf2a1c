import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema } from '@/lib/validation';

/**
 * A Braintree customer id: up to 36 letters, digits, "-" or "_" (Braintree's own rule for
 * customer ids), which also keeps it safe in the URL paths the SDK builds from it.
 */
export const customerIdSchema = z
  .string()
  .max(36, 'Expected a customer id of up to 36 letters, digits, "-" or "_"')
  .regex(/^[\w-]{1,36}$/, 'Expected a customer id of up to 36 letters, digits, "-" or "_"');

// The legacy card step sends an empty or null CustomerId when the diner has none yet.
const absentAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The card submit payload (spec 1 §3, POST /api/v1/braintree/submit): the one-time nonce the card
 * form produced and the diner's details from the details step. The names and e-mail follow the
 * lengths of the details form, so whatever that form accepted is accepted here.
 */
export const cardSubmitSchema = z.object({
  Nonce: z.string().trim().min(1, 'The card nonce is required.').max(512),
  // The details form's own rules: whatever it accepted is accepted here.
  FirstName: firstNameSchema,
  LastName: lastNameSchema,
  Email: emailSchema,
  CustomerId: z.preprocess(absentAsUndefined, customerIdSchema.optional()),
});
export type CardSubmitInput = z.input<typeof cardSubmitSchema>;
export type CardSubmit = z.output<typeof cardSubmitSchema>;
