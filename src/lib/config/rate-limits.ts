import { isIP } from 'node:net';
import { z } from 'zod';

/** How many attempts (`points`) a key may make in a window of `seconds`. */
export interface RateLimit {
  points: number;
  seconds: number;
}

/**
 * Every write's limits, by name: per client address (an IPv6 address by its /64), and per session
 * or e-mail where that fits. A diner never meets them; a script trying cards, tokens or mail to
 * any address does.
 */
export const rateLimitDefaults = {
  /** POST /api/token */
  token: { points: 60, seconds: 60 },
  /** Booking create, enquiry and events: per address, per session, per diner's e-mail. */
  booking: { points: 30, seconds: 600 },
  'booking-session': { points: 10, seconds: 600 },
  'booking-email': { points: 5, seconds: 3600 },
  /**
   * Holding or letting go of the table a diner picked, per address (each pick replaces the last).
   * A hold also counts as a booking write (`booking`, `booking-session`), and hold-limits.ts bounds
   * the tables one address holds at once: this limit only stops a loop of picks.
   */
  'booking-hold': { points: 120, seconds: 600 },
  /** A diner's own booking page and its API (view, change, cancel), per address: links are not guessed. */
  'booking-manage': { points: 60, seconds: 600 },
  /** Changes and cancellations of one booking: each mails the diner and the restaurant. */
  'booking-manage-write': { points: 10, seconds: 3600 },
  /** Card submit: each is a card authorisation with the real gateway (card testing). */
  card: { points: 20, seconds: 3600 },
  'card-session': { points: 5, seconds: 3600 },
  /**
   * Client tokens for the card form, per address: each is a call to the gateway, so a script
   * asking in a loop would spend the site's gateway quota; a diner opens the card step a few times.
   */
  'card-token': { points: 30, seconds: 600 },
  /** Every diner form (contact, group booking, sign-up, vouchers, preferences, applications). */
  form: { points: 10, seconds: 600 },
  'form-email': { points: 5, seconds: 3600 },
  /** Saving a customer's preferences, choices or occasion dates, per guid (no mail is sent). */
  'customer-update': { points: 30, seconds: 3600 },
  /** Reading a customer's preferences by guid: guessing guids is not a way in. */
  'customer-lookup': { points: 30, seconds: 600 },
  /** Codes texted to confirm a number for texts (PECR), per number: no way to text anyone often. */
  'sms-code': { points: 3, seconds: 3600 },
  /** Codes typed back, per customer: a six-digit code is not guessed in five tries. */
  'sms-code-check': { points: 5, seconds: 3600 },
  /** A friend is invited at most once a week, whoever refers them (refer-a-friend is not a spam relay). */
  'referral-friend': { points: 1, seconds: 604_800 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof rateLimitDefaults;

const units = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/**
 * RATE_LIMITS: overrides of the defaults, `name=points/duration` separated by commas, for example
 * `token=120/1m,booking-email=10/1h` (durations in s, m, h or d).
 */
export const rateLimitsSchema = z
  .string()
  .optional()
  .transform((value, ctx): Record<RateLimitName, RateLimit> => {
    const limits: Record<string, RateLimit> = { ...rateLimitDefaults };
    for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
      if (!entry) continue;
      const match = /^([a-z-]+)=(\d{1,7})\/(\d{1,5})([smhd])$/.exec(entry);
      if (!match || !(match[1]! in rateLimitDefaults) || Number(match[2]) < 1) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not name=points/duration` });
        return z.NEVER;
      }
      const seconds = Number(match[3]) * units[match[4] as keyof typeof units];
      if (seconds < 1) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" has no duration` });
        return z.NEVER;
      }
      limits[match[1]!] = { points: Number(match[2]), seconds };
    }
    return limits as Record<RateLimitName, RateLimit>;
  })
  .describe(
    `overrides of the rate limits as name=points/duration (s, m, h or d), comma-separated; names: ${Object.keys(rateLimitDefaults).join(', ')}`,
  );

/** TRUSTED_PROXIES: IP addresses and CIDR ranges, comma-separated. */
export const trustedProxiesSchema = z
  .string()
  .optional()
  .refine(
    (value) =>
      (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .every((entry) => {
          const [address, prefix, extra] = entry.split('/');
          const family = isIP(address ?? '');
          if (!family || extra !== undefined) return false;
          if (prefix === undefined) return true;
          const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
          return bits >= 0 && bits <= (family === 6 ? 128 : 32);
        }),
    'Expected IP addresses or CIDR ranges',
  )
  .describe(
    'the load balancers and proxies whose X-Forwarded-For is believed: IP addresses or CIDR ranges, comma-separated',
  );
