import type { CSSProperties } from 'react';
import Image from 'next/image';
import { Icon } from '@/lib/ui';
import { socialCopy } from '../messages';
import type { FeedPost } from '../social.schema';
import { postAltText } from '../utils/post-alt-text';
import styles from './social-post-grid.module.scss';

interface SocialPostGridProps {
  posts: FeedPost[];
  /** The id of the heading that names the list. */
  labelledBy?: string;
}

/**
 * Posts as a grid of square pictures, each linking to the post on its network in a new tab: two
 * across on phones, three on tablets, and on wide screens up to six in one row (more posts share
 * two or three even rows). Pictures load lazily: the feed sits low on a page.
 */
export function SocialPostGrid({ posts, labelledBy }: SocialPostGridProps) {
  const style = { '--social-wide-columns': wideColumns(posts.length) } as CSSProperties;
  return (
    <ul className={styles.grid} style={style} aria-labelledby={labelledBy}>
      {posts.map((post) => (
        <li key={post.id}>
          <SocialPost post={post} />
        </li>
      ))}
    </ul>
  );
}

function SocialPost({ post }: { post: FeedPost }) {
  // Remote pictures (Instagram's CDN) are shown as they are: no optimiser, no allowed-hosts list.
  const picture = (
    <Image
      src={post.imageUrl}
      alt={postAltText(post)}
      width={640}
      height={640}
      sizes="(min-width: 1200px) 190px, (min-width: 768px) 33vw, 50vw"
      loading="lazy"
      unoptimized
      className={styles.picture}
    />
  );
  if (!post.link) return <div className={styles.post}>{picture}</div>;
  return (
    <a href={post.link} target="_blank" rel="noopener noreferrer" className={styles.post}>
      {picture}
      <span className={styles.badge} aria-hidden="true">
        <Icon name={post.network} size={20} />
      </span>
      <span className="visually-hidden">{socialCopy.opensPost(post.network)}</span>
    </a>
  );
}

/** Columns on wide screens: one row of up to six, otherwise the fewest even rows of six or less. */
export function wideColumns(count: number): number {
  if (count <= 6) return Math.max(count, 1);
  return Math.ceil(count / Math.ceil(count / 6));
}
