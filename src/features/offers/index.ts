// The offers feature's client-safe API: an offer's page and its voucher form.
export { OfferDetails } from './components/offer-details';
export { VoucherForm, voucherFormSchema } from './components/voucher-form';
export { offerCopy } from './messages';
export { voucherMessages, voucherSchema, type VoucherInput } from './voucher.schema';
