import type { Logger } from '@/lib/log';
import { BookingError } from '../booking-error';
import { partnerTokenSchema } from './partner-response.schema';

export interface PartnerTokensOptions {
  tokenUrl: URL;
  clientId: string;
  clientSecret: string;
  brandKey: string;
  now: () => number;
  /** Sends the token request (time-outs and network failures already mapped). */
  exchange: (url: URL, init: RequestInit) => Promise<{ status: number; body: unknown }>;
  logger: Pick<Logger, 'warn'>;
}

/** The partner's access token, fetched when first needed and kept until shortly before it expires. */
export interface PartnerTokens {
  current(): Promise<string>;
  /** A fresh token in place of `rejected`, which the partner answered with 401. */
  refresh(rejected: string): Promise<string>;
}

interface CachedToken {
  value: string;
  /** When to fetch the next one: a minute (or half the lifetime) before it expires. */
  renewAt: number;
}

/**
 * The OAuth 2.0 client-credentials grant (RFC 6749 §4.4), its client authenticated with HTTP Basic.
 * Concurrent callers share one token request, so a burst of calls, or of 401s, fetches one token.
 */
export function createPartnerTokens(options: PartnerTokensOptions): PartnerTokens {
  const { now, logger } = options;
  let cached: CachedToken | undefined;
  let pending: Promise<CachedToken> | undefined;

  const basic = Buffer.from(
    `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
  ).toString('base64');

  async function request(): Promise<CachedToken> {
    const sentAt = now();
    const answer = await options.exchange(options.tokenUrl, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        brandKey: options.brandKey,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    const where = { operation: 'token', status: answer.status };
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      // invalid_client and friends: the configured credentials are wrong.
      logger.warn(where, 'the partner refused the client credentials');
      throw new BookingError(2);
    }
    const token = partnerTokenSchema.safeParse(answer.body);
    if (answer.status !== 200 || !token.success) {
      logger.warn(where, 'the partner token endpoint failed');
      throw new BookingError(9);
    }
    const lifetime = token.data.expires_in * 1000;
    return {
      value: token.data.access_token,
      renewAt: sentAt + lifetime - Math.min(60_000, lifetime / 2),
    };
  }

  function fetchToken(): Promise<CachedToken> {
    pending ??= request()
      .then((token) => {
        cached = token;
        return token;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  const usable = (token: CachedToken | undefined): token is CachedToken =>
    token !== undefined && now() < token.renewAt;

  return {
    async current() {
      return usable(cached) ? cached.value : (await fetchToken()).value;
    },
    async refresh(rejected) {
      // Another call may have replaced the rejected token already: use that one.
      if (usable(cached) && cached.value !== rejected) return cached.value;
      if (cached?.value === rejected) cached = undefined;
      return (await fetchToken()).value;
    },
  };
}
