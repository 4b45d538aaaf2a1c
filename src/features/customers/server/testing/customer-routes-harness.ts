import { eq, sql } from 'drizzle-orm';
import type { TestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { callRoute } from '@/lib/http/testing/call-route';
import {
  confirmSmsHandler,
  customerPreferencesHandler,
  signUpHandler,
  updatePreferencesHandler,
} from '../../server';
import { customerConsents, customers } from '../customers.table';

/** The customer routes the database suites call, each wrapped as its API route is. */
export const customerRoutes = {
  signUp: apiHandler({ POST: signUpHandler }),
  lookUp: apiHandler({ POST: customerPreferencesHandler }),
  updatePreferences: apiHandler({ POST: updatePreferencesHandler }),
  confirmSms: apiHandler({ POST: confirmSmsHandler }),
};

/** A POST of `body` to one of the customer routes. */
export const postTo = (handler: keyof typeof customerRoutes, body: unknown) =>
  callRoute(customerRoutes[handler], { method: 'POST', body });

/** What the preferences page reads for a guid. */
export const lookUp = (guid: string) =>
  callRoute(customerRoutes.lookUp, { method: 'POST', params: { guid } });

/** The customer's row as stored. */
export const customerRow = async (database: () => TestDatabase, email: string) =>
  (
    await database()
      .db.select()
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${email})`)
  )[0];

/** The consent log of a customer, oldest first. */
export const consentLog = (database: () => TestDatabase, guid: string) =>
  database()
    .db.select({
      kind: customerConsents.kind,
      given: customerConsents.given,
      source: customerConsents.source,
      confirmedBy: customerConsents.confirmedBy,
    })
    .from(customerConsents)
    .where(eq(customerConsents.customerGuid, guid))
    .orderBy(customerConsents.at, customerConsents.kind);

/** A sign-up as the form posts it, with everything a diner can give. */
export const fullSignUp = (email: string, overrides: Record<string, unknown> = {}) => ({
  emailAddress: email,
  firstName: 'Ada',
  phoneNumber: '07700 900123',
  favouriteRestaurant: '1001',
  birthday: { day: 15, month: 6, year: 1990 },
  acceptTerms: true,
  acceptSMSTerms: false,
  ...overrides,
});
