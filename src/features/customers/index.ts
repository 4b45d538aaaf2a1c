// The customers feature's client-safe API: the mailing-list forms and their shared schemas.
export { ReferralForm } from './components/referral-form';
export { SignUpForm, type SignUpFormProps, type SignUpRestaurant } from './components/sign-up-form';
export { daysInMonth, defaultBirthYear } from './birthday';
export { customerMessages, referralSchema, signUpFormSchema } from './customer.schema';
export { customerCopy, signUpThanksPath } from './messages';
