import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Customers whose card the payment gateway has vaulted (the card guarantee). A booking that needs
 * a card must name one of these, from the booking session that vaulted it (`session_id`), for the
 * same e-mail address, not yet guaranteeing another booking (`booking_reference`).
 */
export const paymentCustomers = pgTable('payment_customers', {
  customerId: text('customer_id').primaryKey(),
  gateway: text('gateway', { enum: ['test', 'braintree'] }).notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  cardType: text('card_type'),
  cardLast4: text('card_last4'),
  /** The booking session that vaulted the newest card: only its bookings are guaranteed. */
  sessionId: text('session_id'),
  /**
   * The booking this card guarantees, once one is made with it: a card guarantees one booking
   * (set inside the booking's own transaction, only while still null), never a session's many.
   */
  bookingReference: text('booking_reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
