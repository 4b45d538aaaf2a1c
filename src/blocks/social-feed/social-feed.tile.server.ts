import { getSocialFeed } from '@/features/social/server';
import { defineTile } from '../shared/define-tile.server';
import { socialFeedModel } from './social-feed.model';
import { socialFeedFixture } from './social-feed.fixture';
import { socialFeedSchema } from './social-feed.schema';

export const socialFeedTile = defineTile({
  model: socialFeedModel,
  parse: socialFeedSchema,
  fixture: socialFeedFixture,
  // The newest posts, in the page's HTML. A feed that fails is logged and empty (never a failed
  // tile), and the block then shows nothing.
  load: async (props, { content, log }) => ({
    ...props,
    posts: await getSocialFeed({ content, limit: props.postCount, log }),
  }),
});
