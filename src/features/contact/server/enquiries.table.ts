import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every contact and group-booking enquiry a diner sent (spec 2 §2), kept whatever became of its
 * mail: the restaurant's copy and the diner's acknowledgement are queued in the outbox in the same
 * transaction.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    form: text('form', { enum: ['contact', 'groupBooking'] }).notNull(),
    enquiryType: text('enquiry_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** The restaurant it is about, if any, and the address its copy went to. */
    storeId: text('store_id'),
    sentTo: text('sent_to').notNull(),
    guests: integer('guests'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enquiries_created_idx').on(table.createdAt)],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiryRow = typeof enquiries.$inferInsert;
