import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { HttpError, statusTitles } from '@/lib/http';
import { getLogger } from '@/lib/log';
import { withSpan } from '@/lib/telemetry';

/** The verification's answers (spec 2 §7 "Human verification"): the browser shows its own words. */
export const captchaMessages = {
  invalidToken: 'Invalid token',
  internalError: 'Internal error',
} as const;

/** What Google's siteverify answers for a reCAPTCHA v3 token. */
const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface CaptchaCheck {
  /** The token the browser's grecaptcha.execute gave, as the form sent it. */
  token: unknown;
  /** The action the form executed with: a token made for another form does not pass. */
  action: string;
  /** The visitor's address (through TRUSTED_PROXIES). */
  remoteIp: string;
}

/**
 * Verifies a form post's reCAPTCHA v3 token with Google (spec 1 §6, spec 2 §7), or throws: no
 * token, 400 'Invalid token'; a token Google does not vouch for, for another action or below the
 * score, 403 'Invalid token'; Google unreachable or answering nonsense, 503 'Internal error'.
 * Passes without asking when the captcha is off (no secret key) or for CAPTCHA_BYPASS_IP.
 */
export async function verifyCaptcha({ token, action, remoteIp }: CaptchaCheck): Promise<void> {
  const config = getConfig();
  const secret = config.RECAPTCHA_SECRET_KEY;
  if (!secret) return;
  if (config.CAPTCHA_BYPASS_IP && remoteIp === config.CAPTCHA_BYPASS_IP) return;
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) {
    throw refusal(400, captchaMessages.invalidToken);
  }

  let answer: z.infer<typeof siteverifySchema>;
  try {
    const response = await withSpan('recaptcha siteverify', { 'peer.service': 'recaptcha' }, () =>
      fetch(config.RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          secret,
          response: token,
          remoteip: remoteIp,
        }),
        signal: AbortSignal.timeout(5000),
      }),
    );
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = siteverifySchema.parse(await response.json());
  } catch (error) {
    getLogger().error({ err: error, action }, 'Captcha verification failed');
    throw refusal(503, captchaMessages.internalError);
  }

  const passed =
    answer.success && answer.action === action && (answer.score ?? 0) >= config.RECAPTCHA_MIN_SCORE;
  if (!passed) {
    getLogger().warn(
      {
        action,
        answeredAction: answer.action,
        score: answer.score,
        errors: answer['error-codes'],
      },
      'Captcha refused',
    );
    throw refusal(403, captchaMessages.invalidToken);
  }
}

/** Whether form posts are verified, for the start-up log. */
export function captchaMode(): string {
  const config = getConfig();
  if (!config.RECAPTCHA_SECRET_KEY) return 'off (RECAPTCHA_SECRET_KEY is unset)';
  return `reCAPTCHA v3, score ${config.RECAPTCHA_MIN_SCORE} or more${
    config.CAPTCHA_BYPASS_IP ? `, skipped for ${config.CAPTCHA_BYPASS_IP}` : ''
  }`;
}

function refusal(status: number, message: string): HttpError {
  return new HttpError(status, { code: status, title: statusTitles[status]!, message });
}
