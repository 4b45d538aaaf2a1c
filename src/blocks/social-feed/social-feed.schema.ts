import type { z } from 'zod';
import type { FeedPost } from '@/features/social';
import { socialFeedModel } from './social-feed.model';

/** How many posts a social feed tile shows when the editor leaves it empty: two rows on phones. */
export const defaultTilePosts = socialFeedModel.fields.postCount.parse.def.defaultValue;

/**
 * The social feed tile (its fields: social-feed.model.ts): a title, an optional subtitle (the
 * account's handle, say), links to the brand's profile, and how many posts to show (1 to 24, 6
 * when empty). The posts come from the feed on the server (the loader in social-feed.tile.server.ts).
 */
export const socialFeedSchema = socialFeedModel.schema.transform((tile) => ({
  ...tile,
  posts: [] as FeedPost[],
}));
export type SocialFeedProps = z.infer<typeof socialFeedSchema>;
