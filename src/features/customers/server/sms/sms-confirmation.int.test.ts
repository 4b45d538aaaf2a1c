import { asc, eq } from 'drizzle-orm';
import { pinClock } from '@/lib/clock';
import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import {
  consentLog,
  customerRow,
  fullSignUp,
  lookUp,
  postTo,
} from '../testing/customer-routes-harness';
import { outboxSms } from './outbox-sms.table';

process.env.LOG_LEVEL = 'silent';
// Generous, but for the codes: three tries per customer, two texts per number (the last wins).
process.env.RATE_LIMITS = `${generousRateLimits},sms-code-check=3/15m,sms-code=2/1h`;
process.env.SITE_URL = 'https://www.tavola.example';
// Counts of its own on a shared Redis: another run's texts to these numbers are not this run's.
process.env.REDIS_PREFIX = `sms-test-${process.pid}-${Date.now()}`;

const database = openTestDatabaseForFile();

const textsTo = (to: string) =>
  database().db.select().from(outboxSms).where(eq(outboxSms.to, to)).orderBy(asc(outboxSms.id));
/** The code in the latest text to `to`. */
const codeTextedTo = async (to: string) => {
  const texts = await textsTo(to);
  const latest = texts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
  return /code is (\d{6})/.exec(latest?.text ?? '')?.[1] ?? 'none';
};
const signUpForTexts = async (email: string, phoneNumber: string) => {
  const signUp = fullSignUp(email, { phoneNumber, acceptSMSTerms: true });
  expect((await postTo('signUp', signUp)).status).toBe(200);
  return (await customerRow(database, email))!.guid;
};
const wrongCodeOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe(`texts start once the number is confirmed (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a sign-up for texts records no SMS consent, and texts a code with the preferences link', async () => {
    const guid = await signUpForTexts('texts@example.com', '07700 900201');
    expect(await customerRow(database, 'texts@example.com')).toMatchObject({ smsOptIn: false });
    expect((await consentLog(database, guid)).map(({ kind }) => kind)).toEqual(['website']);
    const [text] = await textsTo('07700900201');
    expect(text!.text).toMatch(/^Tavola: your code is \d{6}\. Enter it within 15 minutes/);
    expect(text!.text).toContain(`https://www.tavola.example/preferences/${guid}`);
    expect((await lookUp(guid)).body).toMatchObject({ websiteSmsOptIn: false, smsCodeSent: true });
  });

  it('the code typed back records the consent, saying how it was confirmed', async () => {
    const guid = await signUpForTexts('confirmed@example.com', '07700 900202');
    const code = await codeTextedTo('07700900202');
    const confirmed = await postTo('confirmSms', { guid, code });
    expect(confirmed).toEqual({ status: 200, body: { message: 'Success' } });
    expect(await customerRow(database, 'confirmed@example.com')).toMatchObject({ smsOptIn: true });
    expect(await consentLog(database, guid)).toContainEqual({
      kind: 'sms',
      given: true,
      source: 'sign-up',
      confirmedBy: 'sms-code',
    });
    expect((await lookUp(guid)).body).toMatchObject({ websiteSmsOptIn: true, smsCodeSent: false });
    // A code is used once.
    expect((await postTo('confirmSms', { guid, code })).status).toBe(400);
  });

  it('a wrong code, or one past its 15 minutes, is refused on the field and records nothing', async () => {
    const guid = await signUpForTexts('wrong@example.com', '07700 900203');
    const code = await codeTextedTo('07700900203');
    const wrong = await postTo('confirmSms', { guid, code: wrongCodeOf(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([
      {
        field: 'code',
        message:
          "That code isn't right, or it has expired. Please check it, or save your preferences again for a new one.",
      },
    ]);
    const restore = pinClock(new Date(Date.now() + 16 * 60_000));
    try {
      expect((await postTo('confirmSms', { guid, code })).status).toBe(400);
    } finally {
      restore();
    }
    expect(await customerRow(database, 'wrong@example.com')).toMatchObject({ smsOptIn: false });
  });

  it('tries are limited per customer: past them even the right code waits', async () => {
    const guid = await signUpForTexts('guessing@example.com', '07700 900204');
    const code = await codeTextedTo('07700900204');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postTo('confirmSms', { guid, code: wrongCodeOf(code) })).status).toBe(400);
    }
    const limited = await postTo('confirmSms', { guid, code });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      'Too many codes asked for or tried. Please wait 15 minutes and try again.',
    );
    expect(await customerRow(database, 'guessing@example.com')).toMatchObject({ smsOptIn: false });
  });

  it('the preferences ask for texts with a code; saving again while it waits texts no other', async () => {
    await postTo('signUp', fullSignUp('later@example.com', { phoneNumber: '' }));
    const { guid } = (await customerRow(database, 'later@example.com'))!;
    const asked = await postTo('updatePreferences', {
      guid,
      phoneNumber: '07700 900205',
      websiteSmsOptIn: true,
    });
    expect(asked).toEqual({ status: 200, body: { message: 'Success', smsCodeSent: true } });
    const again = await postTo('updatePreferences', {
      guid,
      firstName: 'Ada',
      websiteSmsOptIn: true,
    });
    expect(again.body).toEqual({ message: 'Success', smsCodeSent: true });
    expect(await textsTo('07700900205')).toHaveLength(1);
    expect(await customerRow(database, 'later@example.com')).toMatchObject({ smsOptIn: false });
    const code = await codeTextedTo('07700900205');
    expect((await postTo('confirmSms', { guid, code })).status).toBe(200);
    expect(await consentLog(database, guid)).toContainEqual({
      kind: 'sms',
      given: true,
      source: 'preferences',
      confirmedBy: 'sms-code',
    });
  });

  it('a new number stops texts at once and needs its own code; so does unticking, voiding the code', async () => {
    const guid = await signUpForTexts('moving@example.com', '07700 900206');
    await postTo('confirmSms', { guid, code: await codeTextedTo('07700900206') });
    const moved = await postTo('updatePreferences', {
      guid,
      phoneNumber: '07700 900207',
      websiteSmsOptIn: true,
    });
    expect(moved.body).toEqual({ message: 'Success', smsCodeSent: true });
    expect(await customerRow(database, 'moving@example.com')).toMatchObject({ smsOptIn: false });
    expect((await consentLog(database, guid)).at(-1)).toEqual({
      kind: 'sms',
      given: false,
      source: 'preferences',
      confirmedBy: null,
    });
    const code = await codeTextedTo('07700900207');
    await postTo('updatePreferences', { guid, websiteSmsOptIn: false });
    expect((await postTo('confirmSms', { guid, code })).status).toBe(400);
    expect(await customerRow(database, 'moving@example.com')).toMatchObject({ smsOptIn: false });
  });

  it('the embedded outbox keeps a week of texts: each send deletes the older ones', async () => {
    await database()
      .db.insert(outboxSms)
      .values([
        { to: '07700900299', text: 'old', createdAt: new Date(Date.now() - 8 * 86_400_000) },
        { to: '07700900299', text: 'recent', createdAt: new Date(Date.now() - 6 * 86_400_000) },
      ]);
    await signUpForTexts('week@example.com', '07700 900209');
    expect((await textsTo('07700900299')).map(({ text }) => text)).toEqual(['recent']);
  });

  it('texts to one number are limited, whoever asks', async () => {
    await signUpForTexts('first@example.com', '07700 900208');
    await signUpForTexts('second@example.com', '07700 900208');
    const third = await postTo(
      'signUp',
      fullSignUp('third@example.com', { phoneNumber: '07700 900208', acceptSMSTerms: true }),
    );
    expect(third.status).toBe(429);
    expect(await textsTo('07700900208')).toHaveLength(2);
  });
});
