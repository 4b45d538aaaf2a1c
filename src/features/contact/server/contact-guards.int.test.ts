import { count, eq } from 'drizzle-orm';
import { callRoute as call } from '@/lib/http/testing/call-route';
import {
  startFakeSiteverify,
  type FakeSiteverify,
} from '@/lib/captcha/server/testing/fake-siteverify';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { sendContactHandler } from '../server';
import { enquiries } from './enquiries.table';

// The pipeline's guards, in order: rate limit, captcha, then the form. The captcha is on, against
// a local server that answers as Google's siteverify; the limits are small.
process.env.LOG_LEVEL = 'silent';
process.env.TRUSTED_PROXIES = '127.0.0.1, ::1';
process.env.RATE_LIMITS = 'form=4/10m,form-email=2/1h';
process.env.RECAPTCHA_SECRET_KEY = 'test-secret-key-0123456789';
process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY = 'test-site-key-0123456789';
process.env.CAPTCHA_BYPASS_IP = '203.0.113.250';
process.env.REDIS_PREFIX = `test-${process.pid}-${Date.now()}`;

const contact = apiHandler({ POST: sendContactHandler });
let handle: DatabaseHandle;
let restore: () => void;
let siteverify: FakeSiteverify;

beforeAll(async () => {
  siteverify = await startFakeSiteverify('test-secret-key-0123456789', {
    'human-token': { success: true, score: 0.9, action: 'contact' },
    'bot-token': { success: true, score: 0.2, action: 'contact' },
    'signup-token': { success: true, score: 0.9, action: 'signUp' },
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
/** A post from its own address unless one is given, so only the limit under test counts. */
const post = (body: Record<string, unknown>, address = `198.51.100.${++visitor}`) =>
  call(contact, { method: 'POST', body, headers: { 'x-forwarded-for': address } });
const enquiry = (email: string, recaptchaResponse?: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  enquiryType: 'others',
  message: 'A question about gift cards.',
  ...(recaptchaResponse === undefined ? {} : { recaptchaResponse }),
});
const stored = async (email: string) =>
  (await handle.db.select({ n: count() }).from(enquiries).where(eq(enquiries.email, email)))[0]!.n;

describe('the form pipeline guards a contact post', () => {
  it('passes a human’s token, for this form', async () => {
    const { status } = await post(enquiry('human@example.com', 'human-token'));
    expect(status).toBe(200);
    expect(await stored('human@example.com')).toBe(1);
  });

  it.each([
    ['no token', undefined, 400],
    ['a low score', 'bot-token', 403],
    ["another form's token", 'signup-token', 403],
    ['a made-up token', 'made-up', 403],
  ])("refuses %s with 'Invalid token', storing nothing", async (_case, token, status) => {
    const email = `refused-${status}-${token ?? 'none'}@example.com`;
    const answer = await post(enquiry(email, token));
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe('Invalid token');
    expect(await stored(email)).toBe(0);
  });

  it("answers 'Internal error' when Google cannot be asked", async () => {
    siteverify.failing = true;
    try {
      const answer = await post(enquiry('google-down@example.com', 'human-token'));
      expect(answer).toEqual({
        status: 503,
        body: { code: 503, title: 'Service Unavailable', message: 'Internal error' },
      });
    } finally {
      siteverify.failing = false;
    }
  });

  it('skips the captcha for the bypass address only', async () => {
    expect((await post(enquiry('office@example.com'), '203.0.113.250')).status).toBe(200);
    expect((await post(enquiry('not-office@example.com'), '203.0.113.251')).status).toBe(400);
  });

  it('checks the captcha before the form: a bad form without a token is refused for the token', async () => {
    const answer = await post({ email: 'x' });
    expect(answer.body.message).toBe('Invalid token');
  });

  it('limits posts per address (429 before the captcha is asked) and per e-mail address', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < 4; i++)
      await post(enquiry(`burst${i}@example.com`, 'human-token'), address);
    const asked = siteverify.requests.length;
    const limited = await post(enquiry('burst-last@example.com', 'human-token'), address);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      'Too many messages sent from here. Please wait 10 minutes and try again.',
    );
    expect(siteverify.requests.length).toBe(asked);

    expect((await post(enquiry('same@example.com', 'human-token'))).status).toBe(200);
    expect((await post(enquiry('same@example.com', 'human-token'))).status).toBe(200);
    const third = await post(enquiry('SAME@example.com', 'human-token'));
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(
      'Too many messages sent from here. Please wait an hour and try again.',
    );
    expect(await stored('same@example.com')).toBe(2);
  });
});
