import type { CardSubmitPayload } from './booking-api';

/**
 * The card submit payload (spec 1 §3) for a diner's card: vaulted in their name and e-mail, and
 * under the provider's customer id already made for them, so a replaced card keeps one customer.
 */
export function cardSubmitPayload(
  nonce: string,
  diner: { firstName: string; lastName: string; email: string },
  customerId: string | null,
): CardSubmitPayload {
  return {
    Nonce: nonce,
    FirstName: diner.firstName,
    LastName: diner.lastName,
    Email: diner.email,
    ...(customerId ? { CustomerId: customerId } : {}),
  };
}
