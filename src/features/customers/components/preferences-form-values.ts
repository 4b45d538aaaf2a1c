import { z } from 'zod';
import { firstNameSchema } from '@/lib/validation';
import { daysInMonth } from '../birthday';
import {
  checkPreferences,
  customerMessages,
  interestOptions,
  optionalPhoneSchema,
} from '../customer.schema';
import type { CustomerPreferences } from '../customer-preferences';
import { isMaskedPhone } from '../masking';

/** The preferences form in the browser (spec 2 §5 "Preferences form"). */
export const preferencesFormSchema = z
  .object({
    firstName: firstNameSchema,
    favRestaurantCode: z.string().max(40),
    phoneNumber: z.string().max(30),
    birthDay: z.string(),
    birthMonth: z.string(),
    birthYear: z.string(),
    gender: z.string(),
    websiteSmsOptIn: z.boolean(),
    interests: z.array(z.string()),
  })
  .superRefine((form, ctx) => {
    // The API's rules, on the values as the API will read them; the number on file, shown
    // masked, is kept as it is.
    const phone = isMaskedPhone(form.phoneNumber)
      ? { success: true as const, data: form.phoneNumber }
      : optionalPhoneSchema.safeParse(form.phoneNumber);
    if (!phone.success) {
      for (const issue of phone.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: issue.message });
      }
    }
    checkPreferences({ ...form, phoneNumber: phone.success ? phone.data : form.phoneNumber }, ctx);
    // The birthday's selects: the API takes the birthday they make.
    const day = Number(form.birthDay);
    const month = Number(form.birthMonth);
    if (day && !month) {
      ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: customerMessages.chooseMonth });
    }
    if (month && !day) {
      ctx.addIssue({ code: 'custom', path: ['birthDay'], message: customerMessages.chooseDay });
    }
    if (day && month && day > daysInMonth(month)) {
      ctx.addIssue({ code: 'custom', path: ['birthDay'], message: customerMessages.noSuchDay });
    }
  });
export type PreferencesFormValues = z.infer<typeof preferencesFormSchema>;

/**
 * The form's first values. The lookup shows the number and birthday masked: the number stays
 * masked in its field (sent back as it is, it is kept), and a birthday on file leaves the selects
 * empty until the diner chooses to change it.
 */
export function formValuesOf(customer: CustomerPreferences): PreferencesFormValues {
  return {
    firstName: customer.firstName,
    favRestaurantCode: customer.favRestaurantCode,
    phoneNumber: customer.phoneNumber,
    birthDay: '',
    birthMonth: '',
    birthYear: '',
    gender: customer.gender,
    // Asked for, a code on its way: still ticked, so a save does not take the request back.
    websiteSmsOptIn: customer.websiteSmsOptIn || customer.smsCodeSent,
    interests: customer.interests.filter((interest) => interest.checked).map(({ name }) => name),
  };
}

/** The birthday the selects make: undefined keeps the one on file, null means none. */
function birthdayOf(form: PreferencesFormValues, keepOnFile: boolean) {
  const day = Number(form.birthDay);
  const month = Number(form.birthMonth);
  if (day && month) return { day, month, year: Number(form.birthYear) || null };
  return keepOnFile ? undefined : null;
}

/** The update the form posts: a birthday on file and not changed is left out, so it is kept. */
export function preferencesPostOf(
  form: PreferencesFormValues,
  customer: CustomerPreferences,
  { hideGender, keepBirthday }: { hideGender: boolean; keepBirthday: boolean },
) {
  return {
    guid: customer.guid,
    firstName: form.firstName,
    favRestaurantCode: form.favRestaurantCode,
    phoneNumber: form.phoneNumber,
    birthday: birthdayOf(form, keepBirthday),
    // A gender the brand hides is not the form's to change.
    gender: hideGender ? undefined : form.gender,
    websiteSmsOptIn: form.websiteSmsOptIn,
    interests: interestOptions.map((name) => ({ name, checked: form.interests.includes(name) })),
  };
}
