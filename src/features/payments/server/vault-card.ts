import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import type { PaymentGateway, VaultCardInput } from './payment-gateway';
import { paymentCustomers } from './payment-customers.table';

/**
 * A card guarantees **one** booking (CARD_GUARANTEES_PER_CARD): the booking that names it first
 * binds it, in the booking's own transaction, and every later booking needs a card of its own.
 * Otherwise one vaulted card (one authorisation, voided) would guarantee any number of a session's
 * bookings, and a no-show guarantee would cost nothing.
 */
export const CARD_GUARANTEES_PER_CARD = 1;

/** A booking's claim to a vaulted card: the customer, the session that vaulted it, its e-mail. */
export interface CardClaim {
  customerId: string;
  sessionId: string;
  email: string;
}

/**
 * Vaults the card behind `input.nonce` with the gateway and records its customer in
 * `payment_customers`, where a booking that needs a card guarantee looks for it. Returns the
 * customer id. Throws PaymentDeclinedError when the gateway refuses the card.
 *
 * A `customerId` from the browser is honoured only for the diner changing the card they gave in
 * this very booking session (same gateway, same e-mail address) before it guarantees a booking.
 * Anything else, an id and e-mail read elsewhere included, gets a new customer: nobody can add a
 * card to, re-bind or borrow the guarantee of another diner's (or another booking's) customer.
 */
export async function vaultCard(
  db: Database,
  gateway: PaymentGateway,
  input: VaultCardInput,
  sessionId: string,
): Promise<string> {
  const customerId =
    input.customerId &&
    (await isOwnUnboundCustomer(db, gateway, input.customerId, input, sessionId))
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
  // A card added to this session's own customer updates it: the newest card is the guarantee. A
  // customer that already guarantees a booking is never rewritten (the gateway gave this id back
  // for another session or e-mail): its booking keeps its card.
  await db
    .insert(paymentCustomers)
    .values({ customerId: vaulted.customerId, ...details })
    .onConflictDoUpdate({
      target: paymentCustomers.customerId,
      set: details,
      setWhere: and(
        isNull(paymentCustomers.bookingReference),
        eq(paymentCustomers.sessionId, sessionId),
      ),
    });
  return vaulted.customerId;
}

/** True when `customerId` is a customer whose card this site vaulted. */
export function isVaultedCustomer(db: Database, customerId: string): Promise<boolean> {
  return hasCustomer(db, eq(paymentCustomers.customerId, customerId));
}

/**
 * True when the card vaulted for `customerId` may guarantee a booking of `sessionId` for `email`:
 * it was vaulted in that booking session, for that e-mail address, and guarantees no booking yet.
 * A customer id seen elsewhere (another tab's, another diner's) guarantees nothing. The booking
 * then binds it (`bindCardToBooking`), which settles a race between two bookings naming it.
 */
export function cardGuarantees(db: Database, claim: CardClaim): Promise<boolean> {
  return hasCustomer(db, ...claimed(claim), isNull(paymentCustomers.bookingReference));
}

/**
 * Binds the card to the booking `reference`, inside the booking's transaction: true when it did,
 * false when the card is not this session's and e-mail's or already guarantees a booking. One
 * conditional update, so of two bookings racing for one card only one binds it (the other waits
 * for the first's row lock and then finds it bound).
 */
export async function bindCardToBooking(
  tx: Database,
  claim: CardClaim & { reference: string },
): Promise<boolean> {
  const bound = await tx
    .update(paymentCustomers)
    .set({ bookingReference: claim.reference })
    .where(and(...claimed(claim), isNull(paymentCustomers.bookingReference)))
    .returning({ customerId: paymentCustomers.customerId });
  return bound.length > 0;
}

function claimed({ customerId, sessionId, email }: CardClaim): SQL[] {
  return [
    eq(paymentCustomers.customerId, customerId),
    eq(paymentCustomers.sessionId, sessionId),
    sameEmail(email),
  ];
}

function isOwnUnboundCustomer(
  db: Database,
  gateway: PaymentGateway,
  customerId: string,
  input: VaultCardInput,
  sessionId: string,
): Promise<boolean> {
  return hasCustomer(
    db,
    ...claimed({ customerId, sessionId, email: input.email }),
    eq(paymentCustomers.gateway, gateway.name),
    isNull(paymentCustomers.bookingReference),
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
