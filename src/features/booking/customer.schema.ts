import { z } from 'zod';

/**
 * The diner's details (spec 1 §5): the shared person rules, checked the same way by the details
 * form in the browser and by the booking API on the server.
 */
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  phoneSchema,
  specialRequestSchema,
} from '@/lib/validation';

export { emailSchema, firstNameSchema, lastNameSchema, phoneSchema, specialRequestSchema };

/** The details form of the booking journey. */
export const bookingCustomerSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phoneNumber: phoneSchema,
  specialRequest: specialRequestSchema.default(''),
  shouldReceivePromotions: z.boolean().default(false),
  shouldReceiveSms: z.boolean().default(false),
});
export type BookingCustomerInput = z.input<typeof bookingCustomerSchema>;
export type BookingCustomer = z.output<typeof bookingCustomerSchema>;
