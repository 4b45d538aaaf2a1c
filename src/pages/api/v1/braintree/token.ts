import { clientTokenHandler, getPaymentGateway } from '@/features/payments/server';
import { apiHandler } from '@/lib/http';

/** GET /api/v1/braintree/token: the card provider client token (spec 1 §7), a JSON string. */
export default apiHandler({ GET: clientTokenHandler(getPaymentGateway) });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
