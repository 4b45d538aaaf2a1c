import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema } from '@/lib/validation';

/**
 * The contact and group-booking forms (spec 2 §2, §3 "Contact form state", §5 "Contact tile",
 * "Group-booking contact"): one schema each, checked by the form in the browser and by its API
 * route on the server. The spec gives no wording for these messages; these say what to do.
 */

/** The enquiry types (spec 2 §3), with the words the form shows for each. */
export const enquiryTypes = [
  { value: 'bookingEnquiries', label: 'A booking' },
  { value: 'groupBookings', label: 'A group booking' },
  { value: 'feedback', label: 'Feedback on a visit' },
  { value: 'others', label: 'Something else' },
] as const;
export type EnquiryType = (typeof enquiryTypes)[number]['value'];
const enquiryTypeValues = enquiryTypes.map((type) => type.value) as [EnquiryType, ...EnquiryType[]];

/** The types that go to one restaurant, so the diner chooses it (spec 2 §5 "Contact tile"). */
export function needsRestaurant(type: string): boolean {
  return type === 'bookingEnquiries' || type === 'groupBookings' || type === 'feedback';
}

export const contactMessages = {
  chooseType: 'Please choose what your message is about.',
  chooseRestaurant: 'Please choose the restaurant.',
  enterMessage: 'Please enter your message.',
  messageTooLong: 'Your message can be at most 2,000 characters.',
  messageCharacters:
    'Your message can only have letters, numbers, spaces and everyday punctuation (. , ! ? \' " - ( ) : ; & @ £ % / +).',
  enterGuests: 'Please enter how many guests are coming.',
  guestsWhole: 'Please enter a whole number of guests.',
  tooFewGuests: 'Please enter at least 1 guest.',
  tooManyGuests: 'For more than 500 guests, please call the restaurant.',
} as const;

// Letters (any language), digits, white space and the punctuation people write messages with,
// including what phones type for them (curly quotes, dashes, the ellipsis).
const messagePattern = /^[\p{L}\p{M}\p{N}\s.,!?'’‘"“”()\-–—…:;&@£€%/+#*]*$/u;

export const messageSchema = z
  .string()
  .trim()
  .min(1, contactMessages.enterMessage)
  .max(2000, contactMessages.messageTooLong)
  .regex(messagePattern, contactMessages.messageCharacters);

const enquiryTypeSchema = z.enum(enquiryTypeValues, { error: contactMessages.chooseType });

/** What every enquiry has: who, about what, where, and what they have to say. */
const enquiryFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  enquiryType: enquiryTypeSchema,
  /** The chosen restaurant's store id. */
  enquiryRestaurant: z.string().max(40).default(''),
  /** Sent by the spec's payload; when sent it must be the chosen restaurant's (the server checks). */
  restaurantEmail: z.string().max(254).optional(),
  message: messageSchema,
  recaptchaResponse: z.string().max(4096).optional(),
};

/** The contact form: a restaurant is needed for booking enquiries, group bookings and feedback. */
export const contactFormSchema = z.object(enquiryFields).superRefine((enquiry, ctx) => {
  if (needsRestaurant(enquiry.enquiryType) && !enquiry.enquiryRestaurant) {
    ctx.addIssue({
      code: 'custom',
      path: ['enquiryRestaurant'],
      message: contactMessages.chooseRestaurant,
    });
  }
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactEnquiry = z.output<typeof contactFormSchema>;

/** The number of guests: a whole number from 1 to 500. */
export const guestsSchema = z
  .number({ error: contactMessages.enterGuests })
  .int(contactMessages.guestsWhole)
  .min(1, contactMessages.tooFewGuests)
  .max(500, contactMessages.tooManyGuests);

/** The group-booking form: the contact fields, the guests, and always a restaurant. */
export const groupBookingFormSchema = z.object({
  ...enquiryFields,
  enquiryType: enquiryTypeSchema.default('groupBookings'),
  enquiryRestaurant: z.string().max(40).min(1, contactMessages.chooseRestaurant),
  guests: guestsSchema,
});
export type GroupBookingFormInput = z.input<typeof groupBookingFormSchema>;
export type GroupBookingEnquiry = z.output<typeof groupBookingFormSchema>;
