import type { NewSubscriber } from '../customer-provider';
import { bloomreachCredentials, providerOn, tx } from './testing/bloomreach-fixtures';
import { startFakeBloomreach, type FakeBloomreach } from './testing/fake-bloomreach';

const cara: NewSubscriber = {
  email: 'cara@example.com',
  firstName: 'Cara',
  phoneNumber: '0113 496 0000',
  favouriteRestaurant: 'york',
  websiteOptIn: true,
};

let fake: FakeBloomreach;
let guid: string;
const provider = () => providerOn(fake);

beforeEach(async () => {
  fake = await startFakeBloomreach(bloomreachCredentials);
  ({ guid } = await provider().signUp(tx, cara, 'sign-up'));
  fake.requests.length = 0;
});
afterEach(() => fake.close());

const bodiesOf = (endpoint: 'customers' | 'events') =>
  fake.writes().flatMap((request) => (request.endpoint === endpoint ? [request.body] : []));

describe('updatePreferences', () => {
  it('changes only the fields given, and clears those given as null', async () => {
    expect(
      await provider().updatePreferences(tx, guid, { firstName: 'Caroline', phoneNumber: null }),
    ).toBe(true);
    expect(bodiesOf('customers')).toEqual([
      { customer_ids: { registered: guid }, properties: { first_name: 'Caroline', phone: null } },
    ]);
    expect(bodiesOf('events')).toEqual([]);
    expect(await provider().getCustomer(guid)).toMatchObject({
      firstName: 'Caroline',
      phoneNumber: null,
      favRestaurantCode: 'york',
      websiteOptIn: true,
    });
  });

  it('tracks an SMS consent once confirmed, saying how; withdrawn from the preferences', async () => {
    expect(
      await provider().recordConsent(tx, guid, {
        kind: 'sms',
        given: true,
        source: 'preferences',
        confirmedBy: 'sms-code',
      }),
    ).toBe(true);
    expect(bodiesOf('customers')).toEqual([]);
    expect(bodiesOf('events')).toEqual([
      {
        customer_ids: { registered: guid },
        event_type: 'consent',
        timestamp: expect.any(Number),
        properties: {
          action: 'accept',
          category: 'sms',
          valid_until: 'unlimited',
          timestamp: expect.any(Number),
          site_source: 'preferences',
          confirmed_by: 'sms-code',
        },
      },
    ]);
    expect((await provider().getCustomer(guid))?.smsOptIn).toBe(true);

    fake.requests.length = 0;
    await provider().updatePreferences(tx, guid, { smsOptIn: false });
    expect(bodiesOf('events')).toEqual([
      expect.objectContaining({
        properties: {
          action: 'reject',
          category: 'sms',
          timestamp: expect.any(Number),
          site_source: 'preferences',
        },
      }),
    ]);
    expect(fake.consentValid({ registered: guid }, 'sms')).toBe(false);
  });

  it('keeps a birthday as given: 29 February 2023 with its year, none without one', async () => {
    await provider().updatePreferences(tx, guid, { birthday: { day: 29, month: 2, year: 2023 } });
    expect(bodiesOf('customers').at(-1)).toEqual({
      customer_ids: { registered: guid },
      properties: { birth_date: '2023-02-29' },
    });
    expect((await provider().getCustomer(guid))?.birthday).toEqual({
      day: 29,
      month: 2,
      year: 2023,
    });
    await provider().updatePreferences(tx, guid, { birthday: { day: 5, month: 3, year: null } });
    expect(bodiesOf('customers').at(-1)).toEqual({
      customer_ids: { registered: guid },
      properties: { birth_date: '--03-05' },
    });
    expect((await provider().getCustomer(guid))?.birthday).toEqual({
      day: 5,
      month: 3,
      year: null,
    });
    // What the site stored before: 1904 stood for "no year".
    fake.customer({ registered: guid })!.properties.birth_date = '1904-12-25';
    expect((await provider().getCustomer(guid))?.birthday).toEqual({
      day: 25,
      month: 12,
      year: null,
    });
  });

  it('tracks no consent event when the opt-in stays as it was', async () => {
    await provider().updatePreferences(tx, guid, { smsOptIn: false, gender: 'female' });
    expect(bodiesOf('events')).toEqual([]);
    expect(bodiesOf('customers')).toEqual([
      { customer_ids: { registered: guid }, properties: { gender: 'female' } },
    ]);
  });

  it('writes nothing for an empty update', async () => {
    expect(await provider().updatePreferences(tx, guid, {})).toBe(true);
    expect(fake.writes()).toEqual([]);
  });
});

describe('updateChoices', () => {
  it('replaces the options of the keys given and keeps the others', async () => {
    await provider().updateChoices(tx, guid, { drinks: ['red-wine'], starters: ['bruschetta'] });
    await provider().updateChoices(tx, guid, { drinks: ['prosecco', 'beer'] });
    expect(bodiesOf('customers').at(-1)).toEqual({
      customer_ids: { registered: guid },
      properties: { choices: { drinks: ['prosecco', 'beer'], starters: ['bruschetta'] } },
    });
    expect((await provider().getCustomer(guid))?.choices).toEqual({
      drinks: ['prosecco', 'beer'],
      starters: ['bruschetta'],
    });
  });
});

describe('updateOccasionDates', () => {
  it('replaces the whole list', async () => {
    await provider().updateOccasionDates(tx, guid, [
      { kind: 'Birthday', day: 1, month: 12 },
      { kind: 'Anniversary', day: 29, month: 2 },
    ]);
    await provider().updateOccasionDates(tx, guid, [{ kind: 'Graduation', day: 30, month: 6 }]);
    expect((await provider().getCustomer(guid))?.occasionDates).toEqual([
      { kind: 'Graduation', day: 30, month: 6 },
    ]);
    await provider().updateOccasionDates(tx, guid, []);
    expect((await provider().getCustomer(guid))?.occasionDates).toEqual([]);
  });
});

describe('unsubscribe', () => {
  it('withdraws the newsletter consent only, recording where', async () => {
    await provider().recordConsent(tx, guid, {
      kind: 'sms',
      given: true,
      source: 'preferences',
      confirmedBy: 'sms-code',
    });
    fake.requests.length = 0;

    expect(await provider().unsubscribe(tx, guid, 'unsubscribe-link')).toBe(true);

    expect(bodiesOf('events')).toEqual([
      {
        customer_ids: { registered: guid },
        event_type: 'consent',
        timestamp: expect.any(Number),
        properties: {
          action: 'reject',
          category: 'newsletter',
          timestamp: expect.any(Number),
          site_source: 'unsubscribe-link',
        },
      },
    ]);
    expect(await provider().getCustomer(guid)).toMatchObject({
      websiteOptIn: false,
      smsOptIn: true,
    });
  });

  it('lets a later sign-up give the consent again', async () => {
    await provider().unsubscribe(tx, guid, 'unsubscribe-link');
    await provider().signUp(tx, cara, 'sign-up');
    expect((await provider().getCustomer(guid))?.websiteOptIn).toBe(true);
  });
});
