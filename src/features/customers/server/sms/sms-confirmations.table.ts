import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers.table';

/**
 * The codes texted to a number a diner asked to get texts on (PECR: a number typed in a form is
 * not proof its owner agreed). Only the code's hash is kept; a code counts until it expires, is
 * used, or a newer one is sent. How many tries a guid gets is the rate limiter's (`sms-code-check`).
 */
export const smsConfirmations = pgTable(
  'sms_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerGuid: uuid('customer_guid')
      .notNull()
      .references(() => customers.guid),
    /** The number the code was sent to: the consent is for this number only. */
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Where the diner asked for texts ('sign-up', 'preferences'): the consent's source. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [index('sms_confirmations_customer_idx').on(table.customerGuid, table.createdAt)],
);

export type SmsConfirmationRow = typeof smsConfirmations.$inferSelect;
