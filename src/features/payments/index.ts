// The payments feature's client-safe API: the card submit payload, the card step's messages and
// the test nonces the local card form produces.
export { cardInputLoadErrorMessage, cardSubmitErrorMessage } from './messages';
export {
  cardSubmitSchema,
  customerIdSchema,
  type CardSubmit,
  type CardSubmitInput,
} from './payment.schema';
export { oneTimeTestNonce, testNonces, type TestNonce } from './test-nonces';
