import { useId } from 'react';
import { SocialPostGrid } from '@/features/social';
import { Heading } from '@/lib/ui';
import { LinkButtons } from '../shared/link-buttons';
import type { SocialFeedProps } from './social-feed.schema';

/**
 * The social feed tile (spec 2 §1 "see a social media feed"): its title, the latest posts as a grid
 * of pictures, each opening the post, and the way to the brand's profile. Without posts (none yet,
 * or the feed failed) it shows nothing at all.
 */
export function SocialFeedBlock({ title, subtitle, links, posts }: SocialFeedProps) {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <div className="container py-5">
      <div className="text-center mb-4">
        <Heading id={headingId} className="mb-2">
          {title}
        </Heading>
        {subtitle && <p className="lead mb-0">{subtitle}</p>}
      </div>
      <SocialPostGrid posts={posts} labelledBy={headingId} />
      <LinkButtons links={links} className="mt-4 justify-content-center" />
    </div>
  );
}
