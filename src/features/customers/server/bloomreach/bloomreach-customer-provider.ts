import { currentTime } from '@/lib/clock';
import { randomUUID } from 'node:crypto';
import type { ConsentChange, CustomerProfile, CustomerProvider } from '../customer-provider';
import { createBloomreachClient, type CustomerIds } from './bloomreach-client';
import { consentEventProperties } from './consent-event';
import {
  preferencesProperties,
  profileAttributes,
  profileFromValues,
  propertyNames,
  storedProperties,
  subscriberProperties,
} from './customer-properties';

export interface BloomreachCustomerProviderOptions {
  /** BLOOMREACH_API_URL */
  baseUrl: string;
  /** BLOOMREACH_PROJECT_TOKEN */
  projectToken: string;
  /** BLOOMREACH_API_KEY_ID and BLOOMREACH_API_SECRET: a private API key. */
  keyId: string;
  secret: string;
  /** BLOOMREACH_TIMEOUT_MS: the time-out of each HTTP exchange. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * The mailing list in Bloomreach Engagement (see README.md). A customer's hard id `registered` is
 * their guid; their e-mail is also the soft id `email`, by which a sign-up finds them again.
 * Consents are `consent` events in the categories `newsletter` (websiteOptIn) and `sms`.
 *
 * The form pipeline's transaction (`tx`) is not used: the calls are made inside it, so a refusal
 * (a thrown BloomreachError) rolls back the site's mail. Each update reads the customer first and
 * answers false, with nothing written, for a guid Bloomreach does not know.
 */
export function createBloomreachCustomerProvider(
  options: BloomreachCustomerProviderOptions,
): CustomerProvider {
  const client = createBloomreachClient(options);
  const nowInSeconds = () => currentTime().getTime() / 1000;

  async function readCustomer(ids: CustomerIds): Promise<CustomerProfile | null> {
    const values = await client.customerAttributes(ids, profileAttributes);
    return values && profileFromValues(values);
  }

  // An empty id would be refused by Bloomreach (400 "At least one id should be specified"); it is
  // simply no one's guid.
  const customerWith = (guid: string) =>
    guid.trim() === '' ? Promise.resolve(null) : readCustomer({ registered: guid });

  async function trackConsent(guid: string, change: ConsentChange): Promise<void> {
    const timestamp = nowInSeconds();
    const properties = consentEventProperties(change, timestamp);
    await client.addEvent({ registered: guid }, 'consent', properties, timestamp);
  }

  return {
    async signUp(_tx, subscriber, source) {
      // Hard and soft ids are case-sensitive in Bloomreach: one spelling per address.
      const email = subscriber.email.trim().toLowerCase();
      const given = subscriberProperties({ ...subscriber, email });
      const existing = await readCustomer({ email });
      const guid = existing?.guid ?? randomUUID();
      if (existing) {
        const stored = storedProperties(existing);
        const missing = Object.entries(given).filter(([name]) => isBlank(stored[name]));
        if (missing.length > 0) {
          await client.updateCustomer({ registered: guid }, Object.fromEntries(missing));
        }
      } else {
        await client.updateCustomer({ registered: guid, email }, given);
      }
      if (subscriber.websiteOptIn) {
        await trackConsent(guid, { kind: 'website', given: true, source });
      }
      return {
        guid,
        created: !existing,
        phoneNumber: existing?.phoneNumber || given[propertyNames.phoneNumber] || null,
        smsOptIn: existing?.smsOptIn ?? false,
      };
    },

    getCustomer: (guid) => customerWith(guid),

    async updatePreferences(_tx, guid, update) {
      const customer = await customerWith(guid);
      if (!customer) return false;
      const properties = preferencesProperties(update);
      if (Object.keys(properties).length > 0) {
        await client.updateCustomer({ registered: guid }, properties);
      }
      if (update.smsOptIn === false && customer.smsOptIn) {
        await trackConsent(guid, { kind: 'sms', given: false, source: 'preferences' });
      }
      return true;
    },

    async recordConsent(_tx, guid, change) {
      const customer = await customerWith(guid);
      if (!customer) return false;
      await trackConsent(guid, change);
      return true;
    },

    async updateChoices(_tx, guid, choices) {
      const customer = await customerWith(guid);
      if (!customer) return false;
      // The property holds every choice key: the keys not given keep their options.
      const merged = { ...customer.choices, ...choices };
      await client.updateCustomer({ registered: guid }, { [propertyNames.choices]: merged });
      return true;
    },

    async updateOccasionDates(_tx, guid, dates) {
      const customer = await customerWith(guid);
      if (!customer) return false;
      const occasionDates = dates.map(({ kind, day, month }) => ({ kind, day, month }));
      await client.updateCustomer(
        { registered: guid },
        { [propertyNames.occasionDates]: occasionDates },
      );
      return true;
    },

    async unsubscribe(_tx, guid, source) {
      const customer = await customerWith(guid);
      if (!customer) return false;
      await trackConsent(guid, { kind: 'website', given: false, source });
      return true;
    },
  };
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
