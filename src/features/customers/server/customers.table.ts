import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OccasionDate } from './customer-provider';

/**
 * The mailing list's customers (the embedded CustomerProvider). The guid is a random UUID v4 and the
 * only key a link ever carries; the e-mail is unique regardless of case. The consents' current state
 * is here; how each was given or withdrawn is in customer_consents.
 */
export const customers = pgTable(
  'customers',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    phoneNumber: text('phone_number'),
    favRestaurantCode: text('fav_restaurant_code'),
    /** The year 1904 when the diner gave only the day and month (spec 2 §5). */
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    websiteOptIn: boolean('website_opt_in').notNull().default(false),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    choices: jsonb('choices').$type<Record<string, string[]>>().notNull().default({}),
    occasionDates: jsonb('occasion_dates').$type<OccasionDate[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customers_email_idx').on(sql`lower(${table.email})`)],
);

/**
 * Every consent given or withdrawn, with when and where (UK GDPR and PECR ask a sender to show how
 * it came to mail someone). Rows are only ever added.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerGuid: uuid('customer_guid')
      .notNull()
      .references(() => customers.guid),
    kind: text('kind', { enum: ['website', 'sms'] }).notNull(),
    given: boolean('given').notNull(),
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_consents_customer_idx').on(table.customerGuid, table.at),
    check('customer_consents_kind_check', sql`${table.kind} in ('website', 'sms')`),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
