import { sql } from 'drizzle-orm';
import {
  startFakeSiteverify,
  type FakeSiteverify,
} from '@/lib/captcha/server/testing/fake-siteverify';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { callRoute as call } from '@/lib/http/testing/call-route';
import { readOutbox } from '@/lib/mail';
import {
  customerPreferencesHandler,
  referralHandler,
  signUpHandler,
  updatePreferencesHandler,
} from '../server';
import { customers } from './customers.table';
import { referrals } from './referrals.table';

// The form pipeline's guards on the mailing-list routes: the captcha first (spec 2 §4 "Sign-up"),
// then the limits per address, per e-mail or guid, per friend, and on guid lookups.
process.env.LOG_LEVEL = 'silent';
process.env.TRUSTED_PROXIES = '127.0.0.1, ::1';
process.env.RATE_LIMITS =
  'form=6/10m,form-email=2/1h,customer-update=2/1h,customer-lookup=3/10m,referral-friend=1/7d';
process.env.RECAPTCHA_SECRET_KEY = 'test-secret-key-0123456789';
process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY = 'test-site-key-0123456789';
process.env.REDIS_PREFIX = `test-${process.pid}-${Date.now()}`;

const route = {
  signUp: apiHandler({ POST: signUpHandler }),
  lookUp: apiHandler({ POST: customerPreferencesHandler }),
  update: apiHandler({ POST: updatePreferencesHandler }),
  referral: apiHandler({ POST: referralHandler }),
};
let handle: DatabaseHandle;
let restore: () => void;
let siteverify: FakeSiteverify;
beforeAll(async () => {
  siteverify = await startFakeSiteverify('test-secret-key-0123456789', {
    'signup-token': { success: true, score: 0.9, action: 'signUp' },
    'contact-token': { success: true, score: 0.9, action: 'contact' },
    'preferences-token': { success: true, score: 0.9, action: 'preferences' },
    'referral-token': { success: true, score: 0.9, action: 'referral' },
  });
  process.env.RECAPTCHA_VERIFY_URL = siteverify.url;
  handle = await createTestDatabase();
  restore = installDatabase(handle);
});
afterAll(async () => {
  restore();
  await handle.close();
  await siteverify.close();
});

let visitor = 0;
const from = (address = `198.51.100.${++visitor}`) => ({ 'x-forwarded-for': address });
const signUp = (email: string, token?: string, address?: string) =>
  call(route.signUp, {
    method: 'POST',
    headers: from(address),
    body: { emailAddress: email, firstName: 'Ada', websiteOptIn: true, recaptchaResponse: token },
  });
const customerCount = async (email: string) =>
  (
    await handle.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${email})`)
  ).length;

describe('the mailing-list routes behind the form pipeline', () => {
  it('sign-up verifies the captcha first: a bad post without a token is refused for the token', async () => {
    const noToken = await call(route.signUp, {
      method: 'POST',
      headers: from(),
      body: { emailAddress: 'x' },
    });
    expect(noToken.body.message).toBe('Invalid token');
    const otherForm = await signUp('other-form@example.com', 'contact-token');
    expect(otherForm.status).toBe(403);
    expect(await customerCount('other-form@example.com')).toBe(0);
    expect((await signUp('human@example.com', 'signup-token')).status).toBe(200);
    expect(await customerCount('human@example.com')).toBe(1);
  });

  it('sign-up is limited per address and per e-mail address (429, nothing more mailed)', async () => {
    const address = '192.0.2.61';
    for (let i = 0; i < 6; i++) await signUp(`burst${i}@example.com`, 'signup-token', address);
    const limited = await signUp('burst-last@example.com', 'signup-token', address);
    expect(limited.status).toBe(429);
    expect(await customerCount('burst-last@example.com')).toBe(0);

    await signUp('twice@example.com', 'signup-token');
    await signUp('twice@example.com', 'signup-token');
    expect((await signUp('TWICE@example.com', 'signup-token')).status).toBe(429);
    expect(await readOutbox(handle.db, 'twice@example.com')).toHaveLength(2);
  });

  it('looking up guids is limited per address, so guids cannot be guessed', async () => {
    const address = '192.0.2.62';
    const lookUp = () =>
      call(route.lookUp, {
        method: 'POST',
        headers: from(address),
        params: { guid: crypto.randomUUID() },
      });
    for (let i = 0; i < 3; i++) expect((await lookUp()).status).toBe(404);
    expect((await lookUp()).status).toBe(429);
  });

  it('a preferences update is limited per guid', async () => {
    await signUp('prefs-limit@example.com', 'signup-token');
    const [customer] = await handle.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = 'prefs-limit@example.com'`);
    const update = () =>
      call(route.update, {
        method: 'POST',
        headers: from(),
        body: { guid: customer!.guid, firstName: 'Ada', recaptchaResponse: 'preferences-token' },
      });
    expect((await update()).status).toBe(200);
    expect((await update()).status).toBe(200);
    expect((await update()).status).toBe(429);
  });

  it('a friend is invited once a week, whoever asks', async () => {
    const refer = (email: string) =>
      call(route.referral, {
        method: 'POST',
        headers: from(),
        body: {
          name: 'Zoë',
          email,
          friendEmail: 'popular@example.com',
          recaptchaResponse: 'referral-token',
        },
      });
    expect((await refer('first@example.com')).status).toBe(200);
    const again = await refer('second@example.com');
    expect(again.status).toBe(429);
    expect(await readOutbox(handle.db, 'popular@example.com')).toHaveLength(1);
    expect(await handle.db.select().from(referrals)).toHaveLength(1);
  });
});
