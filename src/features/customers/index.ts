// The customers feature's client-safe API: the preference-link pages' forms.
export { ChoicesForm } from './components/choices-form';
export { CustomerGate } from './components/customer-gate';
export { OccasionDatesForm } from './components/occasion-dates-form';
export {
  PreferencesForm,
  UnsubscribeSection,
  preferencesFormSchema,
  type PreferencesRestaurant,
} from './components/preferences-form';
export type { CustomerPreferences } from './customer-preferences';
export { customerCopy } from './messages';
export {
  customerMessages,
  genderOptions,
  interestOptions,
  preferencesSchema,
} from './customer.schema';
