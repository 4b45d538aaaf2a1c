import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The table a diner is choosing: when a diner picks a time, the covers of that slot are held for
 * their booking session until they book, let go (Edit, closing the journey) or the hold expires.
 * One row per session at most (the key), and expired rows are deleted whenever a hold is placed,
 * so the table never holds more than the sessions choosing a table right now.
 */
export const bookingHolds = pgTable(
  'booking_holds',
  {
    sessionId: text('session_id').primaryKey(),
    storeId: text('store_id').notNull(),
    diningDate: date('dining_date').notNull(),
    diningTime: text('dining_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    covers: integer('covers').notNull(),
    areaId: text('area_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Who asked, as the hash of their address (an IPv6 address by its /64): one address's live
     * holds are bounded (hold-limits.ts), whatever sessions it makes. Null for holds placed
     * before it was recorded.
     */
    holderKey: text('holder_key'),
  },
  (table) => [
    index('booking_holds_store_date_idx').on(table.storeId, table.diningDate),
    index('booking_holds_expires_idx').on(table.expiresAt),
    index('booking_holds_holder_idx').on(table.holderKey),
  ],
);

export type BookingHoldRow = typeof bookingHolds.$inferSelect;
export type NewBookingHoldRow = typeof bookingHolds.$inferInsert;
