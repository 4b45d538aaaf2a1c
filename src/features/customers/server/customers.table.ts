import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
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
    /**
     * A birthday is a day and a month, with a year only if the diner gave one: 29 February is
     * offered with every year (spec 2 §5), so it is no calendar date and is not stored as one.
     */
    birthDay: smallint('birth_day'),
    birthMonth: smallint('birth_month'),
    birthYear: smallint('birth_year'),
    gender: text('gender'),
    websiteOptIn: boolean('website_opt_in').notNull().default(false),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    choices: jsonb('choices').$type<Record<string, string[]>>().notNull().default({}),
    occasionDates: jsonb('occasion_dates').$type<OccasionDate[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_idx').on(sql`lower(${table.email})`),
    check(
      'customers_birthday_check',
      sql`(${table.birthDay} is null and ${table.birthMonth} is null and ${table.birthYear} is null)
        or (${table.birthMonth} between 1 and 12 and ${table.birthDay} between 1 and
          case when ${table.birthMonth} = 2 then 29 when ${table.birthMonth} in (4, 6, 9, 11) then 30 else 31 end
          and (${table.birthYear} is null or ${table.birthYear} between 1900 and 2100))`,
    ),
  ],
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
    /** How a consent given was proven: 'sms-code' for texts (PECR); null where none is asked. */
    confirmedBy: text('confirmed_by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_consents_customer_idx').on(table.customerGuid, table.at),
    check('customer_consents_kind_check', sql`${table.kind} in ('website', 'sms')`),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
