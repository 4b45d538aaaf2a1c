import type { z } from 'zod';
import type { Logger } from '@/lib/log';
import { BookingError } from '../booking-error';
import { isTimeout, partnerFailure, PartnerTimeoutError } from './partner-errors';
import { createPartnerTokens, type PartnerTokens } from './partner-tokens';

export interface PartnerClientOptions {
  /** PARTNER_BOOKING_URL: the base every path is relative to (it may have a path of its own). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Sent as the `brandKey` header of every call. */
  brandKey: string;
  fetch?: typeof fetch;
  /** The time-out of one HTTP exchange, body included (default 10 s). */
  timeoutMs?: number;
  /** The clock, in milliseconds, for the token's lifetime. */
  now?: () => number;
  logger: Pick<Logger, 'warn'>;
}

/** One call of the partner API. */
export interface PartnerCall<T extends z.ZodType> {
  /** The operation's name in the partner API (spec 1 §7), for the logs. */
  operation: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  sessionId: string;
  idempotencyKey?: string;
  /** Parses a success; data it refuses is a failure (9), never passed on. */
  schema: T;
}

/** What came back: the status and the JSON body (undefined when the body is not JSON). */
export interface PartnerAnswer {
  status: number;
  body: unknown;
}

export interface PartnerClient {
  call<T extends z.ZodType>(call: PartnerCall<T>): Promise<z.output<T>>;
}

/**
 * The partner API's HTTP client: every call carries `Authorization: Bearer`, `brandKey` and
 * `sessionId`. A 401 gets one fresh token and one retry; a second 401 means the partner refuses
 * these credentials (BOOKING_INVALID_CONFIG, 2). Time-outs, network failures and unusable answers
 * are failures of the partner; each is logged here, where its cause is known.
 */
export function createPartnerClient(options: PartnerClientOptions): PartnerClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/`;
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { logger } = options;

  const urlOf = (path: string, query: PartnerCall<z.ZodType>['query'] = {}) => {
    const url = new URL(path.replace(/^\//, ''), base);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url;
  };

  /** Sends one HTTP request and reads its JSON body, both within the time-out. */
  async function exchange(url: URL, init: RequestInit): Promise<PartnerAnswer> {
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await fetchFn(url, { ...init, signal, redirect: 'error' });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  }

  const tokens: PartnerTokens = createPartnerTokens({
    tokenUrl: urlOf('oauth/token'),
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    brandKey: options.brandKey,
    now: options.now ?? Date.now,
    exchange: (url, init) => guarded('token', url, () => exchange(url, init)),
    logger,
  });

  /** Turns a time-out or a network failure into the booking error a diner reads, and logs it. */
  async function guarded<R>(operation: string, url: URL, send: () => Promise<R>): Promise<R> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof BookingError || error instanceof PartnerTimeoutError) throw error;
      const timedOut = isTimeout(error);
      logger.warn(
        { err: error, operation, url: url.pathname },
        timedOut ? `partner call timed out after ${timeoutMs} ms` : 'partner call failed',
      );
      throw timedOut ? new PartnerTimeoutError() : new BookingError(9);
    }
  }

  async function call<T extends z.ZodType>(spec: PartnerCall<T>): Promise<z.output<T>> {
    const url = urlOf(spec.path, spec.query);
    const send = (token: string) =>
      guarded(spec.operation, url, () =>
        exchange(url, {
          method: spec.method,
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${token}`,
            brandKey: options.brandKey,
            sessionId: spec.sessionId,
            ...(spec.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(spec.idempotencyKey ? { 'Idempotency-Key': spec.idempotencyKey } : {}),
          },
          body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        }),
      );

    const token = await tokens.current();
    let answer = await send(token);
    if (answer.status === 401) answer = await send(await tokens.refresh(token));

    const where = { operation: spec.operation, url: url.pathname, status: answer.status };
    if (answer.status === 401) {
      logger.warn(where, 'the partner refused a fresh token');
      throw new BookingError(2);
    }
    if (answer.status < 200 || answer.status > 299) {
      const error = partnerFailure(answer.body);
      // A refusal with a catalogue code is the partner's answer; anything else is its failure.
      if (answer.status >= 500 || error.payload.code === 9) {
        logger.warn(where, 'the partner failed the call');
      }
      throw error;
    }
    const parsed = spec.schema.safeParse(answer.body);
    if (!parsed.success) {
      logger.warn({ ...where, issues: parsed.error.issues }, 'unusable partner answer');
      throw new BookingError(9);
    }
    return parsed.data;
  }

  return { call };
}
