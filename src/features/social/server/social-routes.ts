import type { ApiRequest, ApiResponse } from '@/lib/http';
import { getContentSource } from '@/lib/content/server';
import { feedQuerySchema, type FeedAnswer } from '../social.schema';
import { getSocialFeed } from './get-social-feed';

/**
 * Browsers keep the feed a minute, a CDN a minute more and then serves it stale for five while it
 * asks again: posts change a few times a week, and the feed itself is cached behind this.
 */
export const feedCaching = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

/**
 * GET /api/social/insta/media?limit (spec 2 §7): `{ posts }`, the newest first, at most `limit`
 * (12 without it, 24 at most). A failure of the feed is logged and answers no posts, never an error.
 */
export async function socialMediaHandler(req: ApiRequest, res: ApiResponse) {
  const { limit } = feedQuerySchema.parse(req.query);
  const posts = await getSocialFeed({ content: getContentSource(), limit });
  res.setHeader('Cache-Control', feedCaching);
  return { posts } satisfies FeedAnswer;
}
