import type { FeedPost } from '../social.schema';

/** Where the social feed comes from (ARCHITECTURE §5: the content store, or Instagram). */
export interface SocialFeedProvider {
  /** `content` (the content's social posts) or `instagram` (the Instagram Graph API). */
  readonly name: 'content' | 'instagram';
  /** The newest posts first, at most `limit`. Throws when the feed cannot be read. */
  latestPosts(limit: number): Promise<FeedPost[]>;
}

/**
 * Thrown while a provider rests after a failure (it asks its source again once the pause is over):
 * the failure itself was logged when it happened, so this one is not worth a warning each time.
 */
export class SocialFeedResting extends Error {
  override name = 'SocialFeedResting';
}
