import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const socialFeedModel = defineTileModel({
  type: 'socialFeed',
  description: "The brand's latest social posts, with links to its profiles.",
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Subtitle', { help: "The account's handle, say." }),
    links: field.links('Profile links'),
    // At most the feed's own maximum (maxFeedPosts, checked by social-feed.schema.test.ts).
    postCount: field.integer('Number of posts', {
      min: 1,
      max: 24,
      fallback: 6,
      help: '1 to 24; 6 when empty.',
    }),
  },
});
