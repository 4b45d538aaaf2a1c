import { eq, sql } from 'drizzle-orm';
import { currentTime } from '@/lib/clock';
import { getDatabase, type Database } from '@/lib/db';
import type {
  Birthday,
  ConsentChange,
  ConsentSource,
  CustomerProfile,
  CustomerProvider,
  NewSubscriber,
  PreferencesUpdate,
} from './customer-provider';
import { customerConsents, customers, type CustomerRow } from './customers.table';

const profileOf = (row: CustomerRow): CustomerProfile => ({
  guid: row.guid,
  email: row.email,
  firstName: row.firstName,
  phoneNumber: row.phoneNumber,
  favRestaurantCode: row.favRestaurantCode,
  birthday: birthdayOf(row),
  gender: row.gender,
  websiteOptIn: row.websiteOptIn,
  smsOptIn: row.smsOptIn,
  interests: row.interests,
  choices: row.choices,
  occasionDates: row.occasionDates,
});

function birthdayOf(row: CustomerRow): Birthday | null {
  if (row.birthDay === null || row.birthMonth === null) return null;
  return { day: row.birthDay, month: row.birthMonth, year: row.birthYear };
}

/** A birthday's columns; null clears them all. */
const birthdayColumns = (birthday: Birthday | null) => ({
  birthDay: birthday?.day ?? null,
  birthMonth: birthday?.month ?? null,
  birthYear: birthday?.year ?? null,
});

/** The customer, locked for the rest of the transaction so two updates never interleave. */
async function lockCustomer(tx: Database, guid: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.guid, guid)).for('update');
  return row;
}

/** Records the consents that change the customer's current state (a repeat adds nothing). */
async function recordConsents(tx: Database, customer: CustomerRow, changes: ConsentChange[]) {
  const current = { website: customer.websiteOptIn, sms: customer.smsOptIn };
  const changed = changes.filter((change) => current[change.kind] !== change.given);
  if (changed.length === 0) return;
  await tx.insert(customerConsents).values(
    changed.map((change) => ({
      customerGuid: customer.guid,
      kind: change.kind,
      given: change.given,
      source: change.source,
      confirmedBy: change.confirmedBy ?? null,
      at: currentTime(),
    })),
  );
  const next = { ...current };
  for (const change of changed) next[change.kind] = change.given;
  await tx
    .update(customers)
    .set({ websiteOptIn: next.website, smsOptIn: next.sms, updatedAt: currentTime() })
    .where(eq(customers.guid, customer.guid));
}

/**
 * The mailing list in the site's own database (the embedded default). Every write runs in the
 * transaction it is given, and locks the customer's row first.
 */
export const embeddedCustomerProvider: CustomerProvider = {
  async signUp(tx: Database, subscriber: NewSubscriber, source: ConsentSource) {
    const filled = {
      firstName: subscriber.firstName || null,
      phoneNumber: subscriber.phoneNumber || null,
      favRestaurantCode: subscriber.favouriteRestaurant || null,
    };
    const birthday = birthdayColumns(subscriber.birthday ?? null);
    const [created] = await tx
      .insert(customers)
      .values({ email: subscriber.email, ...filled, ...birthday })
      .onConflictDoNothing()
      .returning();
    const [existing] = created
      ? [created]
      : await tx
          .select()
          .from(customers)
          .where(sql`lower(${customers.email}) = lower(${subscriber.email})`)
          .for('update');
    if (!existing) throw new Error('The customer was neither added nor found.');
    if (!created) {
      // A sign-up fills what is missing and never overwrites: anyone can type an address.
      await tx
        .update(customers)
        .set({
          firstName: existing.firstName ?? filled.firstName,
          phoneNumber: existing.phoneNumber ?? filled.phoneNumber,
          favRestaurantCode: existing.favRestaurantCode ?? filled.favRestaurantCode,
          ...(existing.birthMonth === null ? birthday : {}),
          updatedAt: currentTime(),
        })
        .where(eq(customers.guid, existing.guid));
    }
    const changes: ConsentChange[] = [];
    if (subscriber.websiteOptIn) changes.push({ kind: 'website', given: true, source });
    await recordConsents(tx, existing, changes);
    return {
      guid: existing.guid,
      created: Boolean(created),
      phoneNumber: existing.phoneNumber ?? filled.phoneNumber,
      smsOptIn: existing.smsOptIn,
    };
  },

  async getCustomer(guid: string) {
    const [row] = await getDatabase().select().from(customers).where(eq(customers.guid, guid));
    return row ? profileOf(row) : null;
  },

  async updatePreferences(tx: Database, guid: string, update: PreferencesUpdate) {
    const customer = await lockCustomer(tx, guid);
    if (!customer) return false;
    const { smsOptIn, birthday, ...fields } = update;
    await tx
      .update(customers)
      .set({
        ...fields,
        ...(birthday === undefined ? {} : birthdayColumns(birthday)),
        updatedAt: currentTime(),
      })
      .where(eq(customers.guid, guid));
    if (smsOptIn !== undefined) {
      await recordConsents(tx, customer, [{ kind: 'sms', given: smsOptIn, source: 'preferences' }]);
    }
    return true;
  },

  async recordConsent(tx: Database, guid: string, change: ConsentChange) {
    const customer = await lockCustomer(tx, guid);
    if (!customer) return false;
    await recordConsents(tx, customer, [change]);
    return true;
  },

  async updateChoices(tx: Database, guid: string, choices: Record<string, string[]>) {
    const customer = await lockCustomer(tx, guid);
    if (!customer) return false;
    await tx
      .update(customers)
      .set({ choices: { ...customer.choices, ...choices }, updatedAt: currentTime() })
      .where(eq(customers.guid, guid));
    return true;
  },

  async updateOccasionDates(tx, guid, occasionDates) {
    const customer = await lockCustomer(tx, guid);
    if (!customer) return false;
    await tx
      .update(customers)
      .set({ occasionDates, updatedAt: currentTime() })
      .where(eq(customers.guid, guid));
    return true;
  },

  async unsubscribe(tx: Database, guid: string, source: ConsentSource) {
    const customer = await lockCustomer(tx, guid);
    if (!customer) return false;
    await recordConsents(tx, customer, [{ kind: 'website', given: false, source }]);
    return true;
  },
};
