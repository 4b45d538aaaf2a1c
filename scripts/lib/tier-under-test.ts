import type { AppRequest } from '../testing/next-like-backend';
import { rawRequest, type RawAnswer, type RawRequest } from './raw-request';
import type { Varnish } from './varnishd';

/** One thing a test proves, and what it saw. */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** The cache tier under test, and every request that reached the apps behind it. */
export interface TierUnderTest {
  varnish: Varnish;
  requests: AppRequest[];
}

/** A visit to `path` through the tier. */
export const visit = (
  tier: TierUnderTest,
  path: string,
  options?: RawRequest,
): Promise<RawAnswer> => rawRequest(`${tier.varnish.baseUrl}${path}`, options);

/** `X-Cache` of each of `count` visits to `path`, one after the other: `MISS HIT HIT`. */
export async function cacheStates(
  tier: TierUnderTest,
  path: string,
  count: number,
  options?: RawRequest,
): Promise<string> {
  const states: string[] = [];
  for (let i = 0; i < count; i++) {
    states.push((await visit(tier, path, options)).headers['x-cache'] ?? '(none)');
  }
  return states.join(' ');
}

/** What `action` made reach the apps, for `path` (any path when not given). */
export async function reachedApps(
  tier: TierUnderTest,
  action: () => Promise<unknown>,
  path?: string,
): Promise<AppRequest[]> {
  const before = tier.requests.length;
  await action();
  return tier.requests
    .slice(before)
    .filter((request) => path === undefined || request.url.split('?')[0] === path);
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
