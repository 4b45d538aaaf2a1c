// The customers feature's server-only API: the mailing list's routes, provider and tables.
export {
  customerNotFound,
  customerPreferencesHandler,
  referralHandler,
  signUpHandler,
  unsubscribeHandler,
  updateChoicesHandler,
  updateOccasionDatesHandler,
  updatePreferencesHandler,
} from './server/customer-routes';
export type { CustomerProvider, CustomerProfile } from './server/customer-provider';
export { getCustomerProvider } from './server/get-customer-provider';
export { customers, customerConsents } from './server/customers.table';
export { referrals } from './server/referrals.table';
