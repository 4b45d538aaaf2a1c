import { configuredCardApiDeps, submitCardHandler } from '@/features/payments/server';
import { apiHandler } from '@/lib/http';

/**
 * POST /api/v1/braintree/submit: vaults the card of the submit payload (spec 1 §7); 200 with the
 * customer id as a JSON string, 402 when the card is refused, 401 without a booking session.
 */
export default apiHandler({ POST: submitCardHandler(configuredCardApiDeps) });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
