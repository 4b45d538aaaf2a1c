import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every refer-a-friend invitation sent: who asked, and whom it went to. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerName: text('referrer_name').notNull(),
    referrerEmail: text('referrer_email').notNull(),
    friendEmail: text('friend_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referrals_friend_idx').on(table.friendEmail)],
);
