import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Where a diner on the waitlist stands (see the booking README, 'Waitlist'). */
export const waitlistStatuses = ['waiting', 'offered', 'booked', 'left', 'expired'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/**
 * Diners waiting for a table on a full evening ('Tell me if a table comes up'): one row a diner
 * and evening, with the party and the times they could come. When capacity returns the oldest
 * waiting row that fits is offered a held table (`offer*`). Rows are deleted once their evening is
 * over (`deleteAfter`), and joining is bounded per address, per e-mail and per evening
 * (waitlist-limits.ts), so the table holds no more than the evenings still to come.
 */
export const bookingWaitlist = pgTable(
  'booking_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order diners joined in (two joining in one millisecond are still first and second). */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    storeId: text('store_id').notNull(),
    /** The London date of the evening. */
    diningDate: date('dining_date').notNull(),
    adultCovers: integer('adult_covers').notNull(),
    childCovers: integer('child_covers').notNull(),
    /** The earliest and latest start the diner could come at, HH:mm on the 15-minute grid. */
    timeFrom: text('time_from').notNull(),
    timeTo: text('time_to').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: waitlistStatuses }).notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** After the evening (plus a grace): the retention sweep deletes the row. */
    deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
    /** The SHA-256 of the secret in the e-mails' 'leave the waitlist' link. */
    leaveTokenHash: text('leave_token_hash').notNull().unique(),
    /** Who joined, as the hash of their address's block (holder-key.ts): a few entries each. */
    holderKey: text('holder_key').notNull(),
    /** The current offer: the time held, the hold's session, until when, and its link's hash. */
    offerTime: text('offer_time'),
    offerSessionId: text('offer_session_id'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerTokenHash: text('offer_token_hash').unique(),
  },
  (table) => [
    index('booking_waitlist_evening_idx').on(
      table.storeId,
      table.diningDate,
      table.status,
      table.position,
    ),
    index('booking_waitlist_holder_idx').on(table.holderKey),
    index('booking_waitlist_email_idx').on(sql`lower(${table.email})`),
    index('booking_waitlist_delete_after_idx').on(table.deleteAfter),
    index('booking_waitlist_offer_session_idx').on(table.offerSessionId),
  ],
);

export type WaitlistRow = typeof bookingWaitlist.$inferSelect;
export type NewWaitlistRow = typeof bookingWaitlist.$inferInsert;
