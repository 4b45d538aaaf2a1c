import type { SocialPost } from '@/lib/content';
import type { ContentSource } from '@/lib/content/server';
import type { FeedPost } from '../social.schema';
import type { SocialFeedProvider } from './social-feed-provider';

/** Contentful's Images API crops and converts on its CDN: a square the size the grid shows. */
const contentfulImages = /^https:\/\/images\.ctfassets\.net\//;
const squareImage = 'w=640&h=640&fit=fill&fm=webp&q=75';

/** A post of the content store as the feed shows it. */
export function contentFeedPost(post: SocialPost): FeedPost {
  const imageUrl = contentfulImages.test(post.image.url)
    ? `${post.image.url}?${squareImage}`
    : post.image.url;
  const link = post.url && /^https:\/\/[^\s]+$/.test(post.url) ? post.url : undefined;
  return {
    id: post.id,
    caption: post.caption,
    imageUrl,
    link,
    postedAt: new Date(post.postedAt).toISOString(),
    network: post.network,
  };
}

/**
 * The embedded default: the content's social posts (`socialPost` entries), newest first. The content
 * source caches them (5 minutes) and serves the last good ones while the CMS fails; in draft mode
 * it reads the Preview API, so editors see a post before it is published.
 */
export function contentFeedProvider(content: ContentSource): SocialFeedProvider {
  return {
    name: 'content',
    async latestPosts(limit) {
      const posts = await content.getSocialPosts();
      return posts
        .filter((post) => !Number.isNaN(Date.parse(post.postedAt)))
        .map(contentFeedPost)
        .sort((a, b) => b.postedAt.localeCompare(a.postedAt))
        .slice(0, limit);
    },
  };
}
