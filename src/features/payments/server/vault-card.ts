import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import type { PaymentGateway, VaultCardInput } from './payment-gateway';
import { paymentCustomers } from './payment-customers.table';

/**
 * Vaults the card behind `input.nonce` with the gateway and records its customer in
 * `payment_customers`, where a booking that needs a card guarantee looks for it. Returns the
 * customer id. Throws PaymentDeclinedError when the gateway refuses the card.
 *
 * A `customerId` from the browser is only honoured for a customer this site vaulted with the same
 * gateway and the same e-mail address; anything else gets a new customer, so nobody can add a card
 * to (or borrow the guarantee of) another diner's customer by sending its id.
 */
export async function vaultCard(
  db: Database,
  gateway: PaymentGateway,
  input: VaultCardInput,
  sessionId: string,
): Promise<string> {
  const customerId =
    input.customerId && (await isOwnCustomer(db, gateway, input.customerId, input.email))
      ? input.customerId
      : undefined;
  const vaulted = await gateway.vaultCard({ ...input, customerId });

  const details = {
    gateway: gateway.name,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    cardType: vaulted.cardType ?? null,
    cardLast4: vaulted.last4 ?? null,
    sessionId,
  };
  // Adding a card to a known customer updates it: the newest card is the guarantee.
  await db
    .insert(paymentCustomers)
    .values({ customerId: vaulted.customerId, ...details })
    .onConflictDoUpdate({ target: paymentCustomers.customerId, set: details });
  return vaulted.customerId;
}

/** True when `customerId` is a customer whose card this site vaulted. */
export function isVaultedCustomer(db: Database, customerId: string): Promise<boolean> {
  return hasCustomer(db, eq(paymentCustomers.customerId, customerId));
}

/**
 * True when the card vaulted for `customerId` guarantees a booking of `sessionId` for `email`:
 * it was vaulted in that booking session, for that e-mail address. A customer id seen elsewhere
 * (another tab's, another diner's) guarantees nothing.
 */
export function cardGuarantees(
  db: Database,
  guarantee: { customerId: string; sessionId: string; email: string },
): Promise<boolean> {
  return hasCustomer(
    db,
    eq(paymentCustomers.customerId, guarantee.customerId),
    eq(paymentCustomers.sessionId, guarantee.sessionId),
    sameEmail(guarantee.email),
  );
}

function isOwnCustomer(
  db: Database,
  gateway: PaymentGateway,
  customerId: string,
  email: string,
): Promise<boolean> {
  return hasCustomer(
    db,
    eq(paymentCustomers.customerId, customerId),
    eq(paymentCustomers.gateway, gateway.name),
    sameEmail(email),
  );
}

/** Whether `payment_customers` has a row meeting every condition. */
async function hasCustomer(db: Database, ...conditions: SQL[]): Promise<boolean> {
  const rows = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

/** The customer's e-mail address is `email`, whatever its case. */
const sameEmail = (email: string) =>
  eq(sql`lower(${paymentCustomers.email})`, email.trim().toLowerCase());
