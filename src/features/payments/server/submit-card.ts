import { getLogger } from '@/lib/log';
import { metrics } from '@/lib/telemetry';
import { HttpError } from '@/lib/http';
import type { Database } from '@/lib/db';
import { cardSubmitErrorMessage } from '../messages';
import type { CardSubmit } from '../payment.schema';
import { PaymentDeclinedError, type PaymentGateway } from './payment-gateway';
import { vaultCard } from './vault-card';

/** The answer to a refused card: 402 with the card step's message (spec 1 §5 "Card errors"). */
export class CardDeclinedError extends HttpError {
  override name = 'CardDeclinedError';

  constructor() {
    super(402, { code: 402, title: 'Payment Required', message: cardSubmitErrorMessage });
  }
}

/**
 * The card step's submit (POST /api/v1/braintree/submit): vaults the card and answers with the
 * customer id the booking then names. A refusal becomes CardDeclinedError; the gateway's reason is
 * logged, never sent, since it may say why a diner's card was declined.
 */
export async function submitCard(
  db: Database,
  gateway: PaymentGateway,
  payload: CardSubmit,
  sessionId: string,
): Promise<string> {
  try {
    return await vaultCard(
      db,
      gateway,
      {
        nonce: payload.Nonce,
        firstName: payload.FirstName,
        lastName: payload.LastName,
        email: payload.Email,
        customerId: payload.CustomerId,
      },
      sessionId,
    );
  } catch (error) {
    if (!(error instanceof PaymentDeclinedError)) throw error;
    metrics().cardRefusals.inc();
    getLogger().warn({ gateway: gateway.name, reason: error.message }, 'card refused');
    throw new CardDeclinedError();
  }
}
