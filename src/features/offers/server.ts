// The offers feature's server-only API: offer lookups and voucher codes.
export {
  issueVoucher,
  offerBySlugHandler,
  offerNotFound,
  restaurantOffersHandler,
  voucherHandler,
} from './server/offer-routes';
export { vouchers } from './server/vouchers.table';
