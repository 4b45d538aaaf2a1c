// The customers feature's server-only API: the mailing list's routes, provider and tables.
export {
  referralHandler,
  signUpHandler,
  unsubscribeHandler,
  updateChoicesHandler,
  updateOccasionDatesHandler,
} from './server/customer-routes';
export { customerPreferencesHandler, updatePreferencesHandler } from './server/preferences-routes';
export { customerNotFound } from './server/route-helpers';
export { confirmSmsHandler } from './server/sms/confirm-sms-route';
export type { CustomerProvider, CustomerProfile } from './server/customer-provider';
export { getCustomerProvider } from './server/get-customer-provider';
export { customers, customerConsents } from './server/customers.table';
export { referrals } from './server/referrals.table';
export { outboxSms } from './server/sms/outbox-sms.table';
export { latestSmsTo } from './server/sms/sms-sender';
export { smsConfirmations } from './server/sms/sms-confirmations.table';
