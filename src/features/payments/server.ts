// The payments feature's server-only API (card guarantee): gateways, vaulting and the card API.
export {
  clientTokenHandler,
  configuredCardApiDeps,
  submitCardHandler,
  type CardApiDeps,
} from './server/card-api';
export { createBraintreeGateway, type BraintreeSettings } from './server/braintree-gateway';
export { braintreeAgentLimits } from './server/braintree-http-agent';
export { createConfiguredPaymentGateway, getPaymentGateway } from './server/get-payment-gateway';
export { paymentCustomers } from './server/payment-customers.table';
export {
  PaymentDeclinedError,
  type PaymentGateway,
  type VaultCardInput,
  type VaultedCard,
} from './server/payment-gateway';
export { CardDeclinedError, submitCard } from './server/submit-card';
export { createTestGateway } from './server/test-gateway';
export {
  bindCardToBooking,
  CARD_GUARANTEES_PER_CARD,
  cardGuarantees,
  isVaultedCustomer,
  vaultCard,
  type CardClaim,
} from './server/vault-card';
