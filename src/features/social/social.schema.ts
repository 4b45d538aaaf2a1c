import { z } from 'zod';

/** The networks a post may come from (the content's socialPost `network`). */
export const socialNetworks = ['instagram', 'facebook', 'tiktok'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The most posts the feed gives at once (the API's `limit`, a tile's number of posts). */
export const maxFeedPosts = 24;
/** How many posts the API gives without a `limit`. */
export const defaultFeedPosts = 12;

/**
 * A post of the social feed as the site shows it, whichever provider it came from: the API's
 * answer (`GET /api/social/insta/media`) and the social feed tile's props.
 */
export const feedPostSchema = z.object({
  id: z.string().min(1),
  /** The post's text; absent when it has none. */
  caption: z.string().optional(),
  /** A square-croppable picture of the post: a site path or an https URL. */
  imageUrl: z.string().min(1),
  /** The post on its network; absent when the network gives no link (a copyright hold). */
  link: z.url({ protocol: /^https$/ }).optional(),
  /** When it was posted, ISO 8601 in UTC. */
  postedAt: z.iso.datetime(),
  network: z.enum(socialNetworks),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

/** The query of `GET /api/social/insta/media`: `limit`, 1 to 24 posts (12 without it). */
export const feedQuerySchema = z.object({
  limit: z
    .string({ error: `Expected limit to be a whole number from 1 to ${maxFeedPosts}` })
    .regex(/^\d{1,2}$/, `Expected limit to be a whole number from 1 to ${maxFeedPosts}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `Expected limit to be a whole number from 1 to ${maxFeedPosts}`)
        .max(maxFeedPosts, `Expected limit to be a whole number from 1 to ${maxFeedPosts}`),
    )
    .default(defaultFeedPosts),
});

/** The answer of `GET /api/social/insta/media`: the newest posts first. */
export const feedAnswerSchema = z.object({ posts: z.array(feedPostSchema) });
export type FeedAnswer = z.infer<typeof feedAnswerSchema>;
