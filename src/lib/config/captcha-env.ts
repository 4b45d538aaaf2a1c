import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Human verification (reCAPTCHA v3) of every diner form. Off until both keys are set: the site key
 * goes to the browser (read at build time), the secret key stays on the server, which asks
 * Google's siteverify API about each token.
 */
export const captchaEnv = {
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{10,100}$/)
    .optional()
    .describe('the reCAPTCHA v3 site key (read at build time); unset: no captcha'),
  RECAPTCHA_SECRET_KEY: z
    .string()
    .regex(/^[\w-]{10,100}$/)
    .optional()
    .describe('the reCAPTCHA v3 secret key, server only; unset: forms are not verified'),
  RECAPTCHA_MIN_SCORE: z
    .string()
    .regex(/^(0(\.\d{1,2})?|1(\.0{1,2})?)$/, 'Expected a score from 0 to 1')
    .transform(Number)
    .default(0.5)
    .describe('the lowest reCAPTCHA score a form post passes with, 0 to 1 (Google suggests 0.5)'),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify')
    .describe("Google's siteverify endpoint (a test server's in the tests)"),
  CAPTCHA_BYPASS_IP: z
    .string()
    .refine((value) => isIP(value) !== 0, 'Expected an IP address')
    .optional()
    .describe(
      'the one public address (the office) whose form posts skip the captcha; unset: none do',
    ),
};
