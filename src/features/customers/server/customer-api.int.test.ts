import { eq, sql } from 'drizzle-orm';
import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { callRoute as call } from '@/lib/http/testing/call-route';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { readOutbox } from '@/lib/mail';
import {
  customerPreferencesHandler,
  referralHandler,
  signUpHandler,
  unsubscribeHandler,
  updateChoicesHandler,
  updateOccasionDatesHandler,
  updatePreferencesHandler,
} from '../server';
import { customerConsents, customers } from './customers.table';
import { referrals } from './referrals.table';

process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = generousRateLimits;
process.env.SITE_URL = 'https://www.tavola.example';

const route = {
  signUp: apiHandler({ POST: signUpHandler }),
  preferences: apiHandler({ POST: customerPreferencesHandler }),
  updatePreferences: apiHandler({ POST: updatePreferencesHandler }),
  choices: apiHandler({ POST: updateChoicesHandler }),
  occasions: apiHandler({ POST: updateOccasionDatesHandler }),
  unsubscribe: apiHandler({ POST: unsubscribeHandler }, { body: 'stream' }),
  referral: apiHandler({ POST: referralHandler }),
};
const database = openTestDatabaseForFile();

const post = (handler: (typeof route)[keyof typeof route], body: unknown) =>
  call(handler, { method: 'POST', body });
const customerOf = async (email: string) =>
  (
    await database()
      .db.select()
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${email})`)
  )[0];
const consentsOf = (guid: string) =>
  database()
    .db.select({
      kind: customerConsents.kind,
      given: customerConsents.given,
      source: customerConsents.source,
    })
    .from(customerConsents)
    .where(eq(customerConsents.customerGuid, guid))
    .orderBy(customerConsents.at, customerConsents.kind);
const lookUp = (guid: string) => call(route.preferences, { method: 'POST', params: { guid } });

/** The payload's reading of spec 2 §3: websiteOptIn and websiteSMSOptIn. */
const payloadSignUp = (email: string, overrides: Record<string, unknown> = {}) => ({
  emailAddress: email,
  firstName: 'Zoë',
  phoneNumber: '07700 900123',
  websiteOptIn: true,
  websiteSMSOptIn: true,
  ...overrides,
});
/** The form's reading: acceptTerms, acceptSMSTerms, favouriteRestaurant and birthday. */
const formSignUp = (email: string, overrides: Record<string, unknown> = {}) => ({
  emailAddress: email,
  firstName: 'Ada',
  phoneNumber: '',
  favouriteRestaurant: '1001',
  birthday: { day: 29, month: 2, year: 0 },
  acceptTerms: true,
  acceptSMSTerms: false,
  ...overrides,
});
const signUp = async (email: string) => {
  expect((await post(route.signUp, formSignUp(email))).status).toBe(200);
  return (await customerOf(email))!.guid;
};

describe(`sign-up (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("takes the payload's reading: the e-mail consent recorded, texts waiting for their code", async () => {
    const { status, body } = await post(route.signUp, payloadSignUp('payload@example.com'));
    expect({ status, body }).toEqual({
      status: 200,
      body: { statusCode: 200, message: 'Success' },
    });
    const customer = await customerOf('payload@example.com');
    expect(customer).toMatchObject({
      firstName: 'Zoë',
      phoneNumber: '07700900123',
      websiteOptIn: true,
      smsOptIn: false,
    });
    expect(customer!.guid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // The SMS consent is recorded once the number is confirmed (sms-confirmation.int.test.ts).
    expect(await consentsOf(customer!.guid)).toEqual([
      { kind: 'website', given: true, source: 'sign-up' },
    ]);
  });

  it("takes the form's reading: a birthday without a year is stored without one, 29 February too", async () => {
    await post(route.signUp, formSignUp('form@example.com'));
    expect(await customerOf('form@example.com')).toMatchObject({
      firstName: 'Ada',
      favRestaurantCode: '1001',
      birthDay: 29,
      birthMonth: 2,
      birthYear: null,
      websiteOptIn: true,
      smsOptIn: false,
      phoneNumber: null,
    });
  });

  it('welcomes the subscriber with their preferences link and a one-click unsubscribe', async () => {
    const guid = await signUp('welcome@example.com');
    const [welcome] = await readOutbox(database().db, 'welcome@example.com');
    expect(welcome!.subject).toBe('Welcome to Tavola');
    expect(welcome!.text).toContain(`https://www.tavola.example/preferences/${guid}`);
    expect(welcome!.headers).toEqual({
      'List-Unsubscribe': `<https://www.tavola.example/api/unsubscribe/${guid}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('signing up again keeps the guid and fills only what was missing', async () => {
    const guid = await signUp('again@example.com');
    await post(
      route.signUp,
      payloadSignUp('AGAIN@example.com', { firstName: 'Mallory', websiteSMSOptIn: false }),
    );
    const customer = await customerOf('again@example.com');
    expect(customer).toMatchObject({ guid, firstName: 'Ada', phoneNumber: '07700900123' });
    expect(
      await database()
        .db.select()
        .from(customers)
        .where(sql`lower(email) = 'again@example.com'`),
    ).toHaveLength(1);
  });

  it.each([
    ['no terms accepted', { acceptTerms: false }, 'acceptTerms'],
    ['SMS without a phone number', { acceptSMSTerms: true, phoneNumber: '' }, 'phoneNumber'],
    ['a phone number that is not one', { phoneNumber: '0770-900' }, 'phoneNumber'],
    ['30 February', { birthday: { day: 30, month: 2, year: 1990 } }, 'birthday.day'],
    ['31 April', { birthday: { day: 31, month: 4 } }, 'birthday.day'],
    ['a restaurant that is not ours', { favouriteRestaurant: '99999' }, 'favouriteRestaurant'],
    ['no e-mail', { emailAddress: '' }, 'emailAddress'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, change, field) => {
    const email = `refused-${field}@example.com`;
    const { status, body } = await post(route.signUp, formSignUp(email, change));
    expect(status).toBe(400);
    expect(body.issues.map((issue: { field: string }) => issue.field)).toContain(field);
    expect(await customerOf(email)).toBeUndefined();
    expect(await readOutbox(database().db, email)).toEqual([]);
  });
});

describe('preferences, choices and occasion dates by guid', () => {
  it('loads the preferences (spec 2 §3), masking the address and the birthday', async () => {
    const guid = await signUp('prefs@example.com');
    const { status, body } = await lookUp(guid);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      guid,
      message: 'Success',
      firstName: 'Ada',
      favRestaurantCode: '1001',
      birthDate: '**/**/****',
      gender: '',
      phoneNumber: '',
      websiteSmsOptIn: false,
      email: 'p***@example.com',
      choices: {},
      occasionDates: [],
    });
    expect(body.interests[0]).toEqual({ name: 'Offers and discounts', checked: false });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-guid', '1'])(
    'a guid that is no customer (%s) is 404 "Customer not found", and shows nothing',
    async (guid) => {
      const { status, body } = await lookUp(guid);
      expect(status).toBe(404);
      expect(body.message).toBe('Customer not found');
    },
  );

  it("updates the preferences, answering 'Success'", async () => {
    const guid = await signUp('update@example.com');
    const { status, body } = await post(route.updatePreferences, {
      guid,
      first_name: 'Adeline',
      favRestaurantCode: '1002',
      phoneNumber: '07700 900456',
      birthDate: Date.parse('1990-06-15T00:00:00Z') / 1000,
      gender: 'Female',
      websiteSmsOptIn: false,
      interests: [
        { name: 'Family dining', checked: true },
        { name: 'Offers and discounts', checked: false },
      ],
    });
    expect({ status, body }).toEqual({ status: 200, body: { message: 'Success' } });
    expect(await customerOf('update@example.com')).toMatchObject({
      firstName: 'Adeline',
      favRestaurantCode: '1002',
      phoneNumber: '07700900456',
      birthDay: 15,
      birthMonth: 6,
      birthYear: 1990,
      gender: 'Female',
      smsOptIn: false,
      interests: ['Family dining'],
    });
  });

  it('refuses an update without a phone for SMS, or for an unknown guid, changing nothing', async () => {
    const guid = await signUp('nophone@example.com');
    const noPhone = await post(route.updatePreferences, {
      guid,
      firstName: 'Ada',
      websiteSmsOptIn: true,
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.issues).toEqual([
      { field: 'phoneNumber', message: 'Please enter your mobile number to get texts from us.' },
    ]);
    const unknown = await post(route.updatePreferences, {
      guid: '00000000-0000-4000-8000-000000000000',
      firstName: 'Ada',
    });
    expect(unknown.status).toBe(404);
    expect((await customerOf('nophone@example.com'))!.smsOptIn).toBe(false);
  });

  it('saves choices from the options the content offers, and refuses any other', async () => {
    const guid = await signUp('choices@example.com');
    const saved = await post(route.choices, {
      guid,
      choices: { favouriteDish: ['Pizza', 'Risotto'], visitFrequency: ['About once a month'] },
    });
    expect(saved).toEqual({ status: 200, body: { message: 'Success' } });
    expect((await lookUp(guid)).body.choices).toEqual({
      favouriteDish: ['Pizza', 'Risotto'],
      visitFrequency: ['About once a month'],
    });
    const wrongOption = await post(route.choices, { guid, choices: { favouriteDish: ['Sushi'] } });
    expect(wrongOption.status).toBe(400);
    expect(wrongOption.body.issues[0].field).toBe('choices.favouriteDish');
    const wrongKey = await post(route.choices, { guid, choices: { shoeSize: ['9'] } });
    expect(wrongKey.status).toBe(400);
    expect((await lookUp(guid)).body.choices.favouriteDish).toEqual(['Pizza', 'Risotto']);
  });

  it('takes one answer to a question that asks for one (how often you eat with us)', async () => {
    const guid = await signUp('one-answer@example.com');
    const two = await post(route.choices, {
      guid,
      choices: { visitFrequency: ['Once a week or more', 'A few times a year'] },
    });
    expect(two.status).toBe(400);
    expect(two.body.issues).toEqual([
      { field: 'choices.visitFrequency', message: 'Please choose one answer.' },
    ]);
    expect((await lookUp(guid)).body.choices).toEqual({});
  });

  it('saves occasion dates of the kinds the settings list', async () => {
    const guid = await signUp('occasions@example.com');
    const dates = [
      { kind: 'Anniversary', day: 14, month: 9 },
      { kind: 'Birthday', day: 29, month: 2 },
    ];
    expect(await post(route.occasions, { guid, occasionDates: dates })).toEqual({
      status: 200,
      body: { message: 'Success' },
    });
    expect((await lookUp(guid)).body.occasionDates).toEqual(dates);
    const unknownKind = await post(route.occasions, {
      guid,
      occasionDates: [{ kind: 'Tax day', day: 5, month: 4 }],
    });
    expect(unknownKind.status).toBe(400);
    const noSuchDay = await post(route.occasions, {
      guid,
      occasionDates: [{ kind: 'Birthday', day: 31, month: 11 }],
    });
    expect(noSuchDay.status).toBe(400);
    expect((await lookUp(guid)).body.occasionDates).toEqual(dates);
  });
});

describe('unsubscribe and refer a friend', () => {
  it('one-click unsubscribe withdraws the e-mail consent, recording where', async () => {
    const guid = await signUp('leaving@example.com');
    const { status, body } = await call(route.unsubscribe, {
      method: 'POST',
      params: { guid },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect({ status, body }).toEqual({ status: 200, body: { message: 'Success' } });
    expect((await customerOf('leaving@example.com'))!.websiteOptIn).toBe(false);
    expect(await consentsOf(guid)).toContainEqual({
      kind: 'website',
      given: false,
      source: 'unsubscribe-link',
    });
    const unknown = await call(route.unsubscribe, {
      method: 'POST',
      params: { guid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('mails the friend an invitation, and refuses to invite yourself', async () => {
    const { status } = await post(route.referral, {
      name: 'Zoë',
      email: 'zoe@example.com',
      friendEmail: 'friend@example.com',
    });
    expect(status).toBe(200);
    const [invitation] = await readOutbox(database().db, 'friend@example.com');
    expect(invitation!.subject).toBe("Zoë thinks you'd like Tavola");
    expect(invitation!.text).toContain('https://www.tavola.example/sign-up');
    expect(invitation!.headers).toBeNull();
    const self = await post(route.referral, {
      name: 'Zoë',
      email: 'zoe@example.com',
      friendEmail: 'ZOE@example.com',
    });
    expect(self.status).toBe(400);
    expect(
      await database()
        .db.select()
        .from(referrals)
        .where(eq(referrals.referrerEmail, 'zoe@example.com')),
    ).toHaveLength(1);
  });
});
