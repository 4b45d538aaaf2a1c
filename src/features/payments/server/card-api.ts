import type { Database } from '@/lib/db';
import { getDatabase } from '@/lib/db';
import {
  consumeRateLimit,
  limitByAddress,
  requireBookingSession,
  type MethodHandler,
} from '@/lib/http';
import { cardSubmitSchema } from '../payment.schema';
import { getPaymentGateway } from './get-payment-gateway';
import type { PaymentGateway } from './payment-gateway';
import { submitCard } from './submit-card';

/** What the card API works with. Routes use the configured ones; tests pass their own. */
export interface CardApiDeps {
  db: Database;
  gateway: PaymentGateway;
}

/** The configured database and gateway, opened on first use rather than when a route loads. */
export function configuredCardApiDeps(): CardApiDeps {
  return { db: getDatabase(), gateway: getPaymentGateway() };
}

/**
 * GET /api/v1/braintree/token: a client token for the card form, as a JSON string. Each is a call
 * to the gateway, so it is limited per address like every other card call.
 */
export function clientTokenHandler(gateway: () => PaymentGateway): MethodHandler {
  // Each token is for one visitor: apiHandler's `no-store` keeps it out of every shared cache.
  return async (req) => {
    await limitByAddress(req, 'card-token');
    return gateway().clientToken();
  };
}

/**
 * POST /api/v1/braintree/submit: vaults the card of the submit payload (spec 1 §3) for this
 * booking session and answers with the customer id as a JSON string; a refused card answers 402
 * (CardDeclinedError). With the real gateway every submit is a card authorisation, so a few per
 * session and per address an hour is all anyone gets (card testing finds nothing to use).
 */
export function submitCardHandler(deps: () => CardApiDeps): MethodHandler {
  return async (req) => {
    await limitByAddress(req, 'card');
    const { sessionId } = await requireBookingSession(req);
    await consumeRateLimit('card-session', sessionId);
    const payload = cardSubmitSchema.parse(req.body);
    const { db, gateway } = deps();
    return submitCard(db, gateway, payload, sessionId);
  };
}
