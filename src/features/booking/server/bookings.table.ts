import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every booking, enquiry and event a diner made. `dining_date` and `dining_time` are the
 * Europe/London wall clock the diner chose (what capacity is counted in); `dining_at` is the same
 * moment as an instant.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    storeId: text('store_id').notNull(),
    bookingType: text('booking_type', { enum: ['booking', 'enquiry', 'event'] }).notNull(),
    status: text('status', { enum: ['confirmed', 'requested', 'cancelled'] }).notNull(),
    diningDate: date('dining_date').notNull(),
    diningTime: text('dining_time').notNull(),
    diningAt: timestamp('dining_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    adultCovers: integer('adult_covers').notNull(),
    childCovers: integer('child_covers').notNull(),
    covers: integer('covers').notNull(),
    occasionId: text('occasion_id').notNull(),
    areaId: text('area_id'),
    menuIds: jsonb('menu_ids').$type<string[]>().notNull(),
    menuName: text('menu_name'),
    upsells: jsonb('upsells').$type<{ id: string; quantity: number }[]>().notNull(),
    offerId: text('offer_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobilePhone: text('mobile_phone').notNull(),
    specialRequest: text('special_request').notNull(),
    shouldReceivePromotions: boolean('should_receive_promotions').notNull(),
    shouldReceiveSms: boolean('should_receive_sms').notNull(),
    paymentCustomerId: text('payment_customer_id'),
    idempotencyKey: text('idempotency_key').unique(),
    /** What the Idempotency-Key was sent with (route, store, session, body): a reuse must match. */
    requestFingerprint: text('request_fingerprint'),
    sessionId: text('session_id'),
    /**
     * SHA-256 of the secret in the diner's manage link (`/booking/{token}`): the link itself is never
     * stored, so a copy of the database cannot be used to change anyone's booking.
     */
    manageTokenHash: text('manage_token_hash').unique(),
    /** The calendar entry's SEQUENCE: one more with every change or cancellation (RFC 5545). */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [index('bookings_store_date_idx').on(table.storeId, table.diningDate)],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
