import { z } from 'zod';
import { currentTime } from '@/lib/clock';
import { emailSchema, firstNameSchema, phoneSchema } from '@/lib/validation';
import { birthdayOfEpochSeconds, daysInMonth, type Birthday } from './birthday';
import { isMaskedBirthday, isMaskedPhone } from './masking';

/**
 * The mailing-list forms (spec 2 §3 "Mailing-list sign-up", "Customer preferences", "Customer
 * choices"; §5 "Sign-up form", "Preferences form"): one schema each, checked by the form in the
 * browser and by its API route. The spec gives no wording for these messages; these say what to do.
 */
export const customerMessages = {
  acceptTerms: 'Please tick the box to agree to the terms and to hear from us.',
  chooseRestaurant: 'Please choose your favourite restaurant.',
  chooseDay: 'Please choose the day.',
  chooseMonth: 'Please choose the month.',
  noSuchDay: 'That month does not have that many days.',
  phoneForSms: 'Please enter your mobile number to get texts from us.',
  chooseGender: 'Please choose one of the options.',
  chooseOption: 'Please choose from the options given.',
  oneAnswer: 'Please choose one answer.',
  occasionKind: 'Please choose the occasion.',
  tooManyOccasions: 'You can save up to 10 occasions.',
} as const;

/** The interests the preferences page offers as checkboxes (spec 2 §2). */
export const interestOptions = [
  'Offers and discounts',
  'New dishes and menus',
  'Events and celebrations',
  'Family dining',
  'Vegetarian and vegan',
] as const;

/** The genders the preferences page offers (hidden by the hide-gender-preference setting). */
export const genderOptions = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;

const dayOfMonth = z.coerce.number().int().min(1, customerMessages.chooseDay).max(31);
const month = z.coerce.number().int().min(1, customerMessages.chooseMonth).max(12);

/**
 * A birthday as day, month and (optional) year; the day must be in the month (Feb: 29, whatever
 * the year, as the form offers it). No year (0, or none) is null.
 */
export const birthdaySchema = z
  .object({
    day: dayOfMonth,
    month,
    year: z.coerce
      .number()
      .int()
      .refine(
        (year) => year === 0 || (year >= 1900 && year <= currentTime().getUTCFullYear()),
        'Please choose the year.',
      )
      .default(0)
      .transform((year): number | null => year || null),
  })
  .refine((birthday) => birthday.day <= daysInMonth(birthday.month), {
    message: customerMessages.noSuchDay,
    path: ['day'],
  });

/** The store id of a restaurant, or '' for none. */
const restaurantCode = z.string().trim().max(40);

/** An optional mobile number: empty is none; anything given must still be a valid number. */
export const optionalPhoneSchema = z
  .string()
  .max(30)
  .default('')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.union([z.literal(''), phoneSchema]));

/** A phone number in an update: '' clears it; left out, it stays as it is. */
const phoneUpdateSchema = z
  .string()
  .max(30)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.union([z.literal(''), phoneSchema]));

/**
 * The sign-up post, in both readings of the spec (§3): the form's names (acceptTerms,
 * acceptSMSTerms, favouriteRestaurant, birthday) and the submitted payload's (websiteOptIn,
 * websiteSMSOptIn). Either consent name counts.
 */
export const signUpSchema = z
  .object({
    emailAddress: emailSchema,
    firstName: firstNameSchema,
    phoneNumber: optionalPhoneSchema,
    favouriteRestaurant: restaurantCode.default(''),
    birthday: birthdaySchema.optional(),
    acceptTerms: z.boolean().optional(),
    acceptSMSTerms: z.boolean().optional(),
    acceptDaciaTerms: z.boolean().optional(),
    websiteOptIn: z.boolean().optional(),
    websiteSMSOptIn: z.boolean().optional(),
    recaptchaResponse: z.string().max(4096).optional(),
  })
  .transform(({ acceptTerms, acceptSMSTerms, websiteOptIn, websiteSMSOptIn, ...rest }) => ({
    ...rest,
    websiteOptIn: Boolean(websiteOptIn ?? acceptTerms),
    websiteSMSOptIn: Boolean(websiteSMSOptIn ?? acceptSMSTerms),
  }))
  .superRefine((signUp, ctx) => {
    // Signing up is consenting to marketing e-mail (websiteOptIn required with the terms box).
    if (!signUp.websiteOptIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['acceptTerms'],
        message: customerMessages.acceptTerms,
      });
    }
    if (signUp.websiteSMSOptIn && !signUp.phoneNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message: customerMessages.phoneForSms,
      });
    }
  });
export type SignUp = z.output<typeof signUpSchema>;

/** The sign-up form in the browser: as the post, with a favourite restaurant and a birthday. */
export const signUpFormSchema = z
  .object({
    emailAddress: emailSchema,
    firstName: firstNameSchema,
    phoneNumber: z.string().max(30),
    favouriteRestaurant: restaurantCode.min(1, customerMessages.chooseRestaurant),
    birthday: birthdaySchema,
    // Checked here too, so an empty form names the box with the other fields at once.
    acceptTerms: z.boolean().refine((accepted) => accepted, customerMessages.acceptTerms),
    acceptSMSTerms: z.boolean(),
    acceptDaciaTerms: z.boolean().optional(),
  })
  .superRefine((form, ctx) => {
    const checked = signUpSchema.safeParse(form);
    if (checked.success) return;
    for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/** A customer's guid: a UUID v4, the only key in preference links. */
export const guidSchema = z.uuid({ version: 'v4', error: 'Not a customer link.' });

/**
 * The preferences form's own rule (spec 2 §5 "Preferences form"), for the API's schema and the
 * browser's form alike: a phone number whenever texts are wanted. A number left out of an update
 * is the one on file, which the API checks.
 */
export function checkPreferences(
  update: { phoneNumber?: string; websiteSmsOptIn?: boolean },
  ctx: z.RefinementCtx,
): void {
  if (update.websiteSmsOptIn && update.phoneNumber === '') {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: customerMessages.phoneForSms });
  }
}

/** A value the lookup showed masked, sent back unchanged: read as "not changed". */
const unlessMasked = <T extends z.ZodType>(isMasked: (value: unknown) => boolean, schema: T) =>
  z.preprocess((value) => (isMasked(value) ? undefined : value), schema.optional());

/**
 * The preferences update (spec 2 §3 "Customer preferences"): also read with the spec's other
 * names (first_name, and e-mail, which a preference link never changes). An update changes only
 * the fields it carries: a field left out, or sent back as the lookup masked it, stays as it is;
 * '' or null clears one. The birthday comes as `birthday` (day, month, optional year) or as the
 * spec's birthDate in epoch seconds (1904 meaning no year).
 */
export const preferencesSchema = z
  .object({
    guid: guidSchema,
    firstName: firstNameSchema.optional(),
    first_name: firstNameSchema.optional(),
    favRestaurantCode: restaurantCode.optional(),
    phoneNumber: unlessMasked(isMaskedPhone, phoneUpdateSchema),
    birthday: unlessMasked(isMaskedBirthday, birthdaySchema.nullable()),
    birthDate: unlessMasked(
      isMaskedBirthday,
      z
        .number()
        .int()
        .min(-2_208_988_800) // 1900
        .max(4_102_444_800) // 2100
        .nullable(),
    ),
    gender: z.union([z.enum(genderOptions), z.literal('')]).optional(),
    websiteSmsOptIn: z.boolean().optional(),
    interests: z
      .array(z.object({ name: z.enum(interestOptions), checked: z.boolean() }))
      .max(interestOptions.length)
      .optional(),
    recaptchaResponse: z.string().max(4096).optional(),
  })
  .transform(({ first_name, firstName, birthDate, birthday, ...rest }) => ({
    ...rest,
    firstName: firstName ?? first_name,
    birthday: birthday !== undefined ? birthday : birthdayOf(birthDate),
  }))
  .superRefine(checkPreferences);
export type PreferencesInput = z.input<typeof preferencesSchema>;
export type Preferences = z.output<typeof preferencesSchema>;

function birthdayOf(birthDate: number | null | undefined): Birthday | null | undefined {
  return birthDate == null ? birthDate : birthdayOfEpochSeconds(birthDate);
}

/** The choices page's post: the options chosen for each choice key (checked against content). */
export const choicesSchema = z.object({
  guid: guidSchema,
  choices: z
    .record(z.string().max(60), z.array(z.string().max(120)).max(20))
    .refine((choices) => Object.keys(choices).length <= 20, customerMessages.chooseOption),
  recaptchaResponse: z.string().max(4096).optional(),
});
export type ChoicesInput = z.input<typeof choicesSchema>;

/** One occasion date: a kind from the site's list, a day and a month (no year). */
export const occasionDateSchema = z
  .object({
    kind: z.string().trim().min(1, customerMessages.occasionKind).max(60),
    day: dayOfMonth,
    month,
  })
  .refine((date) => date.day <= daysInMonth(date.month), {
    message: customerMessages.noSuchDay,
    path: ['day'],
  });

export const occasionDatesSchema = z.object({
  guid: guidSchema,
  occasionDates: z.array(occasionDateSchema).max(10, customerMessages.tooManyOccasions),
  recaptchaResponse: z.string().max(4096).optional(),
});
export type OccasionDatesInput = z.input<typeof occasionDatesSchema>;

/** The refer-a-friend form: who is asking, and the friend to invite. */
export const referralSchema = z
  .object({
    name: firstNameSchema,
    email: emailSchema,
    friendEmail: emailSchema,
    recaptchaResponse: z.string().max(4096).optional(),
  })
  .refine((referral) => referral.email.toLowerCase() !== referral.friendEmail.toLowerCase(), {
    message: "Please enter your friend's e-mail address, not your own.",
    path: ['friendEmail'],
  });
export type ReferralInput = z.input<typeof referralSchema>;
