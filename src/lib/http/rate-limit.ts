import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import { getConfig, type RateLimit, type RateLimitName } from '@/lib/config';
import { getLogger } from '@/lib/log';
import { metrics } from '@/lib/telemetry';
import { getRedis } from '@/lib/redis';
import { addressBlock } from './address-block';
import { clientAddress, trustedProxyList } from './client-address';
import { HttpError, statusTitles } from './errors';

const key = Symbol.for('tavola.rateLimiters');
type WithLimiters = typeof globalThis & { [key]?: Map<string, RateLimiterAbstract> };

/** What a diner reads past a limit: what happened, how long to wait, what else to do. */
export function rateLimitMessage(name: RateLimitName, retryAfterSeconds: number): string {
  const wait = waitText(retryAfterSeconds);
  if (name.startsWith('card')) {
    return `Too many card attempts. Please wait ${wait} and try again, or call the restaurant to book.`;
  }
  if (name.startsWith('booking-manage')) {
    return `Too many requests from here. Please wait ${wait} and try again, or call the restaurant.`;
  }
  if (name.startsWith('sms-code')) {
    return `Too many codes asked for or tried. Please wait ${wait} and try again.`;
  }
  if (name.startsWith('form')) {
    return `Too many messages sent from here. Please wait ${wait} and try again.`;
  }
  return `Too many booking attempts from here. Please wait ${wait} and try again, or call the restaurant to book.`;
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/**
 * The limiter of one named limit: in Redis when REDIS_URL is set, so every process counts
 * together, with an in-process limiter standing in while Redis is unreachable; otherwise
 * in-process. One per limit and setting, kept for the process's life.
 */
function limiterFor(name: RateLimitName): RateLimiterAbstract {
  const { RATE_LIMITS, BRAND, REDIS_PREFIX } = getConfig();
  const { points, seconds } = RATE_LIMITS[name];
  const store = globalThis as WithLimiters;
  store[key] ??= new Map();
  const id = `${name}:${points}/${seconds}`;
  let limiter = store[key].get(id);
  if (!limiter) {
    limiter = createLimiter(
      { points, seconds },
      `${REDIS_PREFIX}:${BRAND}:rate:${name}`,
      getRedis(),
    );
    store[key].set(id, limiter);
  }
  return limiter;
}

/**
 * A limiter of `points` per `seconds`: counted in Redis when a client is given, with an in-process
 * limiter standing in whenever Redis is not ready (so an outage neither fails nor frees requests).
 */
export function createLimiter(
  { points, seconds }: RateLimit,
  keyPrefix: string,
  redis?: Redis,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    points,
    duration: seconds,
    keyPrefix,
    insuranceLimiter: memory,
    rejectIfRedisNotReady: true,
  });
}

/**
 * Counts one attempt of `subject` (an address, a session id, an e-mail address) against the limit
 * `name`. Past the limit it throws a 429 with `Retry-After` and the diner's message. E-mail
 * addresses are hashed, so none is kept in Redis or memory as written.
 */
export async function consumeRateLimit(name: RateLimitName, subject: string): Promise<void> {
  const limiter = limiterFor(name);
  const id = subject.includes('@')
    ? createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url')
    : subject;
  try {
    await limiter.consume(id);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) {
      // Neither store could count: let the request through rather than refuse every diner.
      getLogger().error({ err: rejection, limit: name }, 'rate limiter failed; request allowed');
      return;
    }
    throw tooManyRequests(name, rejection.msBeforeNext);
  }
}

function tooManyRequests(name: RateLimitName, msBeforeNext: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  metrics().rateLimitRefusals.labels({ limit: name }).inc();
  return new HttpError(
    429,
    { code: 429, title: statusTitles[429]!, message: rateLimitMessage(name, retryAfter) },
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * Refuses, before its body is read, a request from an address already past the limit `name`, with
 * the same 429 its handler would give; counts nothing (the handler counts the attempt as before).
 * A script past its limit so costs a look-up, not the megabytes of the body it sends.
 */
export async function refuseAddressPastLimit(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  name: RateLimitName,
): Promise<void> {
  const { points } = getConfig().RATE_LIMITS[name];
  let counted: RateLimiterRes | null;
  try {
    counted = await limiterFor(name).get(limitedAddress(req));
  } catch {
    // Neither store could answer: the handler's own count decides, as it does for everyone.
    return;
  }
  if (counted && counted.consumedPoints >= points) {
    throw tooManyRequests(name, counted.msBeforeNext);
  }
}

// TRUSTED_PROXIES as a BlockList, parsed once per setting rather than on every request.
let proxies: { spec: string | undefined; list: BlockList } | undefined;

/** The visitor's address, read through TRUSTED_PROXIES. */
export function requestAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const spec = getConfig().TRUSTED_PROXIES;
  if (!proxies || proxies.spec !== spec) proxies = { spec, list: trustedProxyList(spec) };
  return clientAddress(req, proxies.list);
}

/**
 * The visitor's address as every per-address limit counts it: an IPv6 address by its /64 (anyone
 * holds a /64, so one address at a time would bound nothing), an IPv4 address as itself.
 */
export function limitedAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  return addressBlock(requestAddress(req));
}

/** Counts one attempt of this request's client address (its block) against the limit `name`. */
export function limitByAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  name: RateLimitName,
): Promise<void> {
  return consumeRateLimit(name, limitedAddress(req));
}

/** Forgets every limiter and its counts (tests that change RATE_LIMITS). */
export function resetRateLimits(): void {
  (globalThis as WithLimiters)[key]?.clear();
}
