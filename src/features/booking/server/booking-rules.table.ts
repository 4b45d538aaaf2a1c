import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each restaurant's booking rules (seats, pacing, turn times, occasions, menus, upsells...), one
 * JSON document per restaurant validated by bookingRulesSchema when read. Seeded for every
 * restaurant in the content; a restaurant added later is seeded when first asked about.
 */
export const bookingRules = pgTable('booking_rules', {
  storeId: text('store_id').primaryKey(),
  rules: jsonb('rules').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
