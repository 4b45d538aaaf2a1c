import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { customerRow, fullSignUp, lookUp, postTo } from './testing/customer-routes-harness';

process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = generousRateLimits;
process.env.SITE_URL = 'https://www.tavola.example';

const database = openTestDatabaseForFile();

const signUp = async (email: string, overrides: Record<string, unknown> = {}) => {
  const { status } = await postTo('signUp', fullSignUp(email, overrides));
  expect(status).toBe(200);
  return (await customerRow(database, email))!.guid;
};
const birthdayOf = async (email: string) => {
  const row = await customerRow(database, email);
  return { day: row?.birthDay, month: row?.birthMonth, year: row?.birthYear };
};

describe(`a birthday is a day and a month, with a year if given (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('signs up with 29 February 2023, as the form offers it, and keeps it so', async () => {
    await signUp('leap@example.com', { birthday: { day: 29, month: 2, year: 2023 } });
    expect(await birthdayOf('leap@example.com')).toEqual({ day: 29, month: 2, year: 2023 });
  });

  it('keeps a birthday without a year as no year, not 1904', async () => {
    await signUp('noyear@example.com', { birthday: { day: 29, month: 2, year: 0 } });
    expect(await birthdayOf('noyear@example.com')).toEqual({ day: 29, month: 2, year: null });
  });

  it('saves 29 February 2023 from the preferences as 29 February 2023, not 1 March', async () => {
    const guid = await signUp('prefs-leap@example.com');
    const saved = await postTo('updatePreferences', {
      guid,
      firstName: 'Ada',
      birthday: { day: 29, month: 2, year: 2023 },
    });
    expect(saved).toEqual({ status: 200, body: { message: 'Success' } });
    expect(await birthdayOf('prefs-leap@example.com')).toEqual({ day: 29, month: 2, year: 2023 });
  });

  it("still reads the spec's birthDate in epoch seconds, 1904 meaning no year", async () => {
    const guid = await signUp('epoch@example.com');
    await postTo('updatePreferences', {
      guid,
      firstName: 'Ada',
      birthDate: Date.parse('1904-12-25T00:00:00Z') / 1000,
    });
    expect(await birthdayOf('epoch@example.com')).toEqual({ day: 25, month: 12, year: null });
  });

  it.each([
    ['30 February', { day: 30, month: 2, year: 2023 }],
    ['31 April', { day: 31, month: 4 }],
    ['a year to come', { day: 1, month: 1, year: 2999 }],
  ])('refuses %s with a 400, changing nothing', async (_case, birthday) => {
    const email = `refused-${birthday.day}-${birthday.month}@example.com`;
    const guid = await signUp(email);
    const refused = await postTo('updatePreferences', { guid, firstName: 'Ada', birthday });
    expect(refused.status).toBe(400);
    expect(await birthdayOf(email)).toEqual({ day: 15, month: 6, year: 1990 });
  });
});

describe('an update changes only the fields it carries', () => {
  it("keeps the restaurant, birthday, gender and interests under spec 2 §3's other payload", async () => {
    const guid = await signUp('partial@example.com');
    await postTo('updatePreferences', {
      guid,
      firstName: 'Ada',
      gender: 'Female',
      interests: [{ name: 'Family dining', checked: true }],
    });
    const saved = await postTo('updatePreferences', {
      guid,
      first_name: 'Adeline',
      email: 'partial@example.com',
      phoneNumber: '07700 900456',
      websiteSmsOptIn: false,
    });
    expect(saved).toEqual({ status: 200, body: { message: 'Success' } });
    expect(await customerRow(database, 'partial@example.com')).toMatchObject({
      firstName: 'Adeline',
      phoneNumber: '07700900456',
      favRestaurantCode: '1001',
      birthDay: 15,
      birthMonth: 6,
      birthYear: 1990,
      gender: 'Female',
      interests: ['Family dining'],
    });
  });

  it('clears a field only when the update says so', async () => {
    const guid = await signUp('clear@example.com');
    await postTo('updatePreferences', { guid, favRestaurantCode: '', birthday: null });
    expect(await customerRow(database, 'clear@example.com')).toMatchObject({
      firstName: 'Ada',
      favRestaurantCode: null,
      birthDay: null,
      birthMonth: null,
      birthYear: null,
      phoneNumber: '07700900123',
    });
  });
});

describe('a preference link shows no more than the diner needs to recognise themselves', () => {
  it('masks the phone number and the birthday as it masks the e-mail', async () => {
    const guid = await signUp('masked@example.com');
    const { status, body } = await lookUp(guid);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: 'm***@example.com',
      phoneNumber: '*******123',
      birthDate: '**/**/****',
    });
    expect(JSON.stringify(body)).not.toMatch(/900123|1990|644976000/);
  });

  it('a save with the masked values keeps the real ones', async () => {
    const guid = await signUp('roundtrip@example.com');
    const { body: shown } = await lookUp(guid);
    const saved = await postTo('updatePreferences', { ...shown, firstName: 'Adeline' });
    expect(saved).toEqual({ status: 200, body: { message: 'Success' } });
    expect(await customerRow(database, 'roundtrip@example.com')).toMatchObject({
      firstName: 'Adeline',
      phoneNumber: '07700900123',
      birthDay: 15,
      birthMonth: 6,
      birthYear: 1990,
    });
  });
});
