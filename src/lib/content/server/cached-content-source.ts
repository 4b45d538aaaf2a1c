import type { Cache } from '@/lib/cache';
import { metrics } from '@/lib/telemetry';
import { isContentId } from '../slug';
import type { ContentMethod, ContentSource } from './content-source';

/**
 * How long each kind of content is cached (spec 1 §9: 1000 ms, 60 s, 5 min; brand settings 600 s).
 * Pages and what shows on every page change most often; the restaurant list and menus least.
 */
export const contentTtlMs: Record<ContentMethod, number> = {
  getSettings: 600_000,
  getPage: 60_000,
  getPages: 60_000,
  getBanners: 60_000,
  getPopups: 60_000,
  getRestaurants: 300_000,
  getRestaurant: 300_000,
  getRestaurantBySlug: 300_000,
  getMenus: 300_000,
  getMenu: 300_000,
  getOffers: 300_000,
  getOffer: 300_000,
  getChoices: 300_000,
  getSocialPosts: 300_000,
  getRedirects: 300_000,
};

/** While editing (draft mode, development) content is cached for one second only. */
export const editingTtlMs = 1000;

/**
 * Wraps every method of `source` in `cache`, keyed by `prefix`, the method and its arguments.
 *
 * Every lookup by id (a page, restaurant, menu or offer by its slug or store id) goes through
 * here, so this is where an id no content can have is refused: it is not found (null, the pages'
 * normal 404) without asking the source or touching the cache. A flood of made-up ids then costs
 * nothing and keeps nothing; the API routes parse their ids with the same schema to say why (400).
 */
export function cachedContentSource(
  source: ContentSource,
  cache: Cache,
  prefix: string,
  ttlFor: (method: ContentMethod) => number,
): ContentSource {
  const lookups = metrics().cacheLookups;
  const cached = {} as Record<ContentMethod, (...args: (string | undefined)[]) => Promise<unknown>>;
  for (const method of Object.keys(contentTtlMs) as ContentMethod[]) {
    const call = source[method] as (...args: (string | undefined)[]) => Promise<unknown>;
    cached[method] = (...args) => {
      // (Only the lookups by id take arguments, and each answers null for "not found".)
      if (!args.every((arg) => arg === undefined || isContentId(arg))) return Promise.resolve(null);
      let loaded = false;
      const key = `${prefix}:${method}:${JSON.stringify(args)}`;
      const answer = cache.getOrLoad(key, ttlFor(method), () => {
        loaded = true;
        return call.apply(source, args);
      });
      // A hit or a miss in /api/metrics, however the lookup ends.
      const count = () =>
        lookups.labels({ cache: 'content', result: loaded ? 'miss' : 'hit' }).inc();
      answer.then(count, count);
      return answer;
    };
  }
  return cached as unknown as ContentSource;
}
