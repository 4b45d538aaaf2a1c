import { isHttpError } from '@/lib/http';
import { startFakeSiteverify, type FakeSiteverify } from './testing/fake-siteverify';
import type * as VerifyModule from './verify-captcha';

// The configuration is read once: these tests run with the captcha on, against a local siteverify.
process.env.LOG_LEVEL = 'silent';
process.env.RECAPTCHA_SECRET_KEY = 'test-secret-key-0123456789';
process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY = 'test-site-key-0123456789';
process.env.CAPTCHA_BYPASS_IP = '203.0.113.9';

let siteverify: FakeSiteverify;
let verifyCaptcha: typeof VerifyModule.verifyCaptcha;

beforeAll(async () => {
  siteverify = await startFakeSiteverify('test-secret-key-0123456789', {
    'good-token': { success: true, score: 0.9, action: 'contact' },
    'borderline-token': { success: true, score: 0.5, action: 'contact' },
    'bot-token': { success: true, score: 0.1, action: 'contact' },
    'signup-token': { success: true, score: 0.9, action: 'signUp' },
    'expired-token': { success: false, 'error-codes': ['timeout-or-duplicate'] },
  });
  process.env.RECAPTCHA_VERIFY_URL = siteverify.url;
  ({ verifyCaptcha } = await import('./verify-captcha'));
});
afterAll(() => siteverify.close());

const outcome = async (token: unknown, remoteIp = '198.51.100.4', action = 'contact') => {
  try {
    await verifyCaptcha({ token, action, remoteIp });
    return 'passed';
  } catch (error) {
    if (!isHttpError(error)) throw error;
    return `${error.status} ${error.payload.message}`;
  }
};

describe('verifyCaptcha (reCAPTCHA v3, against a local siteverify)', () => {
  it('passes a token Google vouches for, for this action, at or above the score', async () => {
    expect(await outcome('good-token')).toBe('passed');
    expect(await outcome('borderline-token')).toBe('passed');
    const asked = siteverify.requests.at(-1)!;
    expect(Object.fromEntries(asked)).toEqual({
      secret: 'test-secret-key-0123456789',
      response: 'borderline-token',
      remoteip: '198.51.100.4',
    });
  });

  it("answers 'Invalid token' (400) for a missing token, without asking Google", async () => {
    const before = siteverify.requests.length;
    for (const token of [undefined, '', 42, null, 'x'.repeat(5000)]) {
      expect(await outcome(token)).toBe('400 Invalid token');
    }
    expect(siteverify.requests.length).toBe(before);
  });

  it("answers 'Invalid token' (403) for a low score, another action, or a refused token", async () => {
    expect(await outcome('bot-token')).toBe('403 Invalid token');
    expect(await outcome('signup-token')).toBe('403 Invalid token');
    expect(await outcome('expired-token')).toBe('403 Invalid token');
    expect(await outcome('made-up-token')).toBe('403 Invalid token');
  });

  it("answers 'Internal error' (503) when Google cannot answer", async () => {
    siteverify.failing = true;
    try {
      expect(await outcome('good-token')).toBe('503 Internal error');
    } finally {
      siteverify.failing = false;
    }
  });

  it('skips the check for the one bypass address', async () => {
    const before = siteverify.requests.length;
    expect(await outcome(undefined, '203.0.113.9')).toBe('passed');
    expect(siteverify.requests.length).toBe(before);
  });
});
