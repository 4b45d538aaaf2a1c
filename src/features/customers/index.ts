// The customers feature's client-safe API: the mailing-list forms, the preference-link pages'
// forms, and their shared schemas.
export { ChoicesForm } from './components/choices-form';
export { CustomerGate } from './components/customer-gate';
export { OccasionDatesForm } from './components/occasion-dates-form';
export { PreferencesForm, type PreferencesRestaurant } from './components/preferences-form';
export { preferencesFormSchema } from './components/preferences-form-values';
export { PreferencesLinks } from './components/preferences-links';
export { UnsubscribeSection } from './components/unsubscribe-section';
export { ReferralForm } from './components/referral-form';
export { SignUpForm, type SignUpFormProps, type SignUpRestaurant } from './components/sign-up-form';
export { daysInMonth, defaultBirthYear } from './birthday';
export type { CustomerPreferences } from './customer-preferences';
export {
  customerMessages,
  genderOptions,
  interestOptions,
  preferencesSchema,
  referralSchema,
  signUpFormSchema,
} from './customer.schema';
export { customerCopy, signUpThanksPath } from './messages';
