import { z } from 'zod';
import { lenientArray, navigationLinkSchema } from '@/lib/content';
import { maxFeedPosts, type FeedPost } from '@/features/social';

/** How many posts a social feed tile shows when the editor leaves it empty: two rows on phones. */
export const defaultTilePosts = 6;

/**
 * The social feed tile: a title, an optional subtitle (the account's handle, say), links to the
 * brand's profile, and how many posts to show (1 to 24, 6 when empty). The posts come from the feed
 * on the server (the loader in social-feed.tile.server.ts).
 */
export const socialFeedSchema = z
  .object({
    title: z.string().min(1),
    subtitle: z.string().optional(),
    links: lenientArray(navigationLinkSchema),
    postCount: z.number().int().min(1).max(maxFeedPosts).default(defaultTilePosts),
  })
  .transform((tile) => ({ ...tile, posts: [] as FeedPost[] }));
export type SocialFeedProps = z.infer<typeof socialFeedSchema>;
