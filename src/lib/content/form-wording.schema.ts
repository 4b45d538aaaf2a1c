import { z } from 'zod';

/**
 * The words of the diner forms that editors own (the settings' 'Form wording'): per form, each
 * field's label, placeholder and help, the send button, and the thanks that replace a sent form.
 * Every part is optional: what is left out, or left blank, keeps the code's wording. The spec's
 * error messages are not here: they stay fixed in the code.
 */

/**
 * The forms whose words editors can change, by the names the 'Form wording' JSON uses, and their
 * fields. (The sign-up's thanks are a page of their own, /signup-thanks, which editors write.) In
 * the job application's thanks, {restaurant} stands for the job's restaurant. The booking details
 * take field words only: the booking's button and thanks are the spec's (spec 1).
 */
export const wordedForms = {
  contact: ['firstName', 'lastName', 'email', 'enquiryType', 'enquiryRestaurant', 'message'],
  groupBooking: [
    'firstName',
    'lastName',
    'email',
    'enquiryType',
    'enquiryRestaurant',
    'guests',
    'message',
  ],
  signUp: ['emailAddress', 'favouriteRestaurant', 'firstName', 'phoneNumber', 'birthday'],
  referral: ['name', 'email', 'friendEmail'],
  jobApplication: ['email', 'firstName', 'secondName', 'telephone', 'resume'],
  bookingDetails: ['firstName', 'lastName', 'email', 'phoneNumber', 'specialRequest'],
} as const;
export type WordedForm = keyof typeof wordedForms;
/** A field of a form, by the name the 'Form wording' JSON uses. */
export type WordedField<Form extends WordedForm> = (typeof wordedForms)[Form][number];

// An emptied text box (an editor's blank) reads as no words: the default is used, not nothing.
const words = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(500, 'Expected at most 500 characters').optional(),
);

/** A field's words: its label, the example it shows while empty, and a line of help under it. */
export const fieldWordingSchema = z.strictObject({ label: words, placeholder: words, help: words });
export type FieldWording = z.infer<typeof fieldWordingSchema>;

const thanksWordingSchema = z.strictObject({ heading: words, text: words, again: words });

/** One form's words; a field the form does not have is named, so a typo is not silently lost. */
const oneFormWording = (fields: readonly string[]) =>
  z.strictObject({
    fields: z
      .record(z.string(), fieldWordingSchema)
      .superRefine((given, ctx) => {
        for (const name of Object.keys(given)) {
          if (fields.includes(name)) continue;
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `This form has no field "${name}" (it has ${fields.join(', ')})`,
          });
        }
      })
      .optional(),
    button: words,
    thanks: thanksWordingSchema.optional(),
  });
export type OneFormWording = z.infer<ReturnType<typeof oneFormWording>>;

/** The settings' 'Form wording': by form, what the editors changed. Empty: the code's words. */
export const formWordingSchema = z
  .strictObject(
    Object.fromEntries(
      Object.entries(wordedForms).map(([form, fields]) => [
        form,
        oneFormWording(fields).optional(),
      ]),
    ) as { [Form in WordedForm]: z.ZodOptional<ReturnType<typeof oneFormWording>> },
  )
  .default({});
export type FormWording = z.infer<typeof formWordingSchema>;

/** The enquiry types of the spec (spec 2 §3 "Contact form state"): all an editor can offer. */
export const enquiryTypeValues = [
  'bookingEnquiries',
  'groupBookings',
  'feedback',
  'others',
] as const;

/**
 * The settings' 'Enquiry types': which of the spec's types the enquiry forms offer, in order, in
 * the editors' words. The enquiry routes accept only these; absent, the code's four.
 */
export const enquiryTypesSchema = z
  .array(
    z.strictObject({
      value: z.enum(enquiryTypeValues),
      label: z.string().trim().min(1, 'Expected the words the form shows').max(80),
    }),
  )
  .min(1, 'Expected at least one enquiry type')
  .refine((types) => new Set(types.map((type) => type.value)).size === types.length, {
    message: 'Expected each enquiry type once',
  })
  .optional();
export type ContentEnquiryType = NonNullable<z.infer<typeof enquiryTypesSchema>>[number];
