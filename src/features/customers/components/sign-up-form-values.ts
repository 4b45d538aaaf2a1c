import { daysInMonth } from '../birthday';

/** The sign-up form's values as the form holds them: selects hold strings, '' is none chosen. */
export interface SignUpFormValues {
  emailAddress: string;
  favouriteRestaurant: string;
  firstName: string;
  phoneNumber: string;
  birthday: { day: string; month: string; year: string };
  acceptTerms: boolean;
  acceptSMSTerms: boolean;
  acceptDaciaTerms: boolean;
}

export const emptySignUp = (): SignUpFormValues => ({
  emailAddress: '',
  favouriteRestaurant: '',
  firstName: '',
  phoneNumber: '',
  birthday: { day: '', month: '', year: '' },
  acceptTerms: false,
  acceptSMSTerms: false,
  acceptDaciaTerms: false,
});

/** The fields an error can be shown on, by their paths in the form (and in the API's issues). */
export const signUpFields = [
  'emailAddress',
  'favouriteRestaurant',
  'firstName',
  'phoneNumber',
  'birthday.day',
  'birthday.month',
  'birthday.year',
  'acceptTerms',
  'acceptSMSTerms',
  'acceptDaciaTerms',
] as const;
export type SignUpField = (typeof signUpFields)[number];

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month select's choices, 1 to 12. */
export const monthOptions = monthNames.map((label, index) => ({ value: String(index + 1), label }));

/**
 * The day select's choices: as many days as the chosen month has (spec 2 §5: February always
 * 29), all 31 before a month is chosen.
 */
export function dayOptions(month: string): { value: string; label: string }[] {
  const days = month ? daysInMonth(Number(month)) : 31;
  return Array.from({ length: days }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));
}

/** The year select's choices: this year back to 1900 (the schema's range), newest first. */
export function yearOptions(thisYear: number): { value: string; label: string }[] {
  return Array.from({ length: thisYear - 1900 + 1 }, (_, index) => {
    const year = String(thisYear - index);
    return { value: year, label: year };
  });
}
