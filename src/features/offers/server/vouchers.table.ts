import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every voucher code issued: one per offer and e-mail address (regardless of case), asked for again
 * it is the same code. Codes are random and unique across offers.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerSlug: text('offer_slug').notNull(),
    email: text('email').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vouchers_code_idx').on(table.code),
    uniqueIndex('vouchers_offer_email_idx').on(table.offerSlug, sql`lower(${table.email})`),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;
