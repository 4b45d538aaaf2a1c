import type { NewSubscriber } from '../customer-provider';
import { bloomreachCredentials, providerOn, tx } from './testing/bloomreach-fixtures';
import { startFakeBloomreach, type FakeBloomreach } from './testing/fake-bloomreach';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const anna: NewSubscriber = {
  email: ' Anna.Smith@Example.com ',
  firstName: 'Anna',
  phoneNumber: '07700 900123',
  favouriteRestaurant: 'leeds-trinity',
  birthday: { day: 5, month: 3, year: null },
  websiteOptIn: true,
};

let fake: FakeBloomreach;

beforeEach(async () => {
  fake = await startFakeBloomreach(bloomreachCredentials);
});
afterEach(() => fake.close());

/** The properties of the consent events the fake holds for that guid. */
const consentEvents = (guid: string) =>
  fake
    .customer({ registered: guid })
    ?.events.filter((event) => event.type === 'consent')
    .map((event) => event.properties);

describe('signUp', () => {
  it('creates a customer with a new guid, the e-mail as soft id and the consents given', async () => {
    const before = Date.now() / 1000;
    const { guid, created } = await providerOn(fake).signUp(tx, anna, 'sign-up');

    expect(created).toBe(true);
    expect(guid).toMatch(uuidV4);
    const [lookup] = fake.requests;
    expect(lookup).toMatchObject({
      endpoint: 'attributes',
      path: `/data/v2/projects/${bloomreachCredentials.projectToken}/customers/attributes`,
      body: { customer_ids: { email: 'anna.smith@example.com' } },
    });
    const customer = fake.customer({ registered: guid });
    expect(customer?.emails).toEqual(['anna.smith@example.com']);
    expect(customer?.properties).toEqual({
      email: 'anna.smith@example.com',
      first_name: 'Anna',
      phone: '07700 900123',
      fav_restaurant_code: 'leeds-trinity',
      birth_date: '--03-05',
    });
    const consents = consentEvents(guid);
    expect(consents).toEqual([
      {
        action: 'accept',
        category: 'newsletter',
        valid_until: 'unlimited',
        timestamp: expect.any(Number),
        site_source: 'sign-up',
      },
    ]);
    // Seconds, as Bloomreach reads them, not milliseconds.
    expect(consents?.[0]?.timestamp).toBeGreaterThanOrEqual(before);
    expect(consents?.[0]?.timestamp).toBeLessThanOrEqual(Date.now() / 1000);
  });

  it('gives no SMS consent: texts wait for the code texted to the number', async () => {
    const { guid } = await providerOn(fake).signUp(tx, anna, 'booking');
    expect(consentEvents(guid)?.map((event) => event.category)).toEqual(['newsletter']);
    expect(fake.consentValid({ registered: guid }, 'newsletter')).toBe(true);
    expect(fake.consentValid({ registered: guid }, 'sms')).toBe(false);
  });

  it('finds a re-subscriber by e-mail, keeps their guid and fills only what is missing', async () => {
    const provider = providerOn(fake);
    const first = await provider.signUp(
      tx,
      { email: 'ben@example.com', firstName: 'Ben', websiteOptIn: true },
      'sign-up',
    );
    fake.requests.length = 0;

    const again = await provider.signUp(
      tx,
      { ...anna, email: 'BEN@example.com', firstName: 'Benjamin' },
      'voucher',
    );

    expect(again).toEqual({
      guid: first.guid,
      created: false,
      phoneNumber: '07700 900123',
      smsOptIn: false,
    });
    const propertyWrites = fake.writes().filter((request) => request.endpoint === 'customers');
    expect(propertyWrites.map((request) => request.body)).toEqual([
      {
        customer_ids: { registered: first.guid },
        properties: {
          phone: '07700 900123',
          fav_restaurant_code: 'leeds-trinity',
          birth_date: '--03-05',
        },
      },
    ]);
    expect(fake.customer({ email: 'ben@example.com' })?.properties.first_name).toBe('Ben');
    expect(consentEvents(first.guid)?.at(-1)?.site_source).toBe('voucher');
  });

  it('writes no properties when a re-subscriber has them all', async () => {
    const provider = providerOn(fake);
    await provider.signUp(tx, anna, 'sign-up');
    fake.requests.length = 0;
    await provider.signUp(tx, anna, 'sign-up');
    expect(fake.writes().map((request) => request.endpoint)).toEqual(['events']);
  });
});

describe('getCustomer', () => {
  it('reads back every field and both consents', async () => {
    const provider = providerOn(fake);
    const { guid } = await provider.signUp(tx, anna, 'sign-up');
    await provider.updatePreferences(tx, guid, {
      gender: 'female',
      interests: ['Pizza', 'Wine'],
      birthday: { day: 14, month: 7, year: 1990 },
    });
    await provider.updateChoices(tx, guid, { drinks: ['red-wine', 'prosecco'] });
    await provider.updateOccasionDates(tx, guid, [{ kind: 'Anniversary', day: 14, month: 2 }]);

    expect(await provider.getCustomer(guid)).toEqual({
      guid,
      email: 'anna.smith@example.com',
      firstName: 'Anna',
      phoneNumber: '07700 900123',
      favRestaurantCode: 'leeds-trinity',
      birthday: { day: 14, month: 7, year: 1990 },
      gender: 'female',
      websiteOptIn: true,
      smsOptIn: false,
      interests: ['Pizza', 'Wine'],
      choices: { drinks: ['red-wine', 'prosecco'] },
      occasionDates: [{ kind: 'Anniversary', day: 14, month: 2 }],
    });
  });

  it('reads a value edited into an odd shape in Bloomreach as empty', async () => {
    const provider = providerOn(fake);
    const { guid } = await provider.signUp(tx, anna, 'sign-up');
    Object.assign(fake.customer({ registered: guid })!.properties, {
      interests: 'Pizza',
      first_name: 42,
      occasion_dates: [{ kind: 'Birthday', day: 40, month: 1 }],
    });
    expect(await provider.getCustomer(guid)).toMatchObject({
      firstName: null,
      interests: [],
      occasionDates: [],
      phoneNumber: '07700 900123',
    });
  });
});

describe.each(['null-values', 'not-found-error'] as const)(
  'an unknown guid (Bloomreach answering with %s)',
  (unknownCustomers) => {
    beforeEach(async () => {
      await fake.close();
      fake = await startFakeBloomreach({ ...bloomreachCredentials, unknownCustomers });
    });

    it('is no customer, and every update answers false without writing', async () => {
      const provider = providerOn(fake);
      const guid = '6f1c2a9e-5b4d-4c3e-9a8b-7d6e5f4a3b2c';
      expect(await provider.getCustomer(guid)).toBeNull();
      expect(await provider.updatePreferences(tx, guid, { smsOptIn: false, gender: 'x' })).toBe(
        false,
      );
      const consent = { kind: 'sms', given: true, source: 'preferences' } as const;
      expect(await provider.recordConsent(tx, guid, consent)).toBe(false);
      expect(await provider.updateChoices(tx, guid, { drinks: ['beer'] })).toBe(false);
      expect(await provider.updateOccasionDates(tx, guid, [])).toBe(false);
      expect(await provider.unsubscribe(tx, guid, 'unsubscribe-link')).toBe(false);
      expect(fake.requests.map((request) => request.endpoint)).toEqual(Array(6).fill('attributes'));
      expect(fake.writes()).toEqual([]);
    });

    it('is not looked for when empty', async () => {
      expect(await providerOn(fake).getCustomer('')).toBeNull();
      expect(fake.requests).toEqual([]);
    });

    it('lets a sign-up create the customer', async () => {
      const { created } = await providerOn(fake).signUp(tx, anna, 'sign-up');
      expect(created).toBe(true);
    });
  },
);
