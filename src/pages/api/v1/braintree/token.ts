import { clientTokenHandler, getPaymentGateway } from '@/features/payments/server';
import { apiHandler } from '@/lib/http';

/** GET /api/v1/braintree/token: the card provider client token (spec 1 §7), a JSON string. */
export default apiHandler({ GET: clientTokenHandler(getPaymentGateway) });
