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
