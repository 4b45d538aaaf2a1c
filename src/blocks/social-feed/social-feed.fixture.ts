import type { TileEntry } from '@/lib/content';

export const socialFeedFixture: TileEntry = {
  id: 'fixture-social-feed',
  contentType: 'socialFeedTile',
  type: 'socialFeed',
  key: 'Fixture: social feed',
  title: 'Follow us on Instagram',
  subtitle: 'New dishes, new openings and life behind the pass, @tavolarestaurants.',
  postCount: 6,
  links: [
    {
      id: 'fixture-social-feed-link',
      contentType: 'navigationItem',
      linkText: 'Follow @tavolarestaurants',
      linkUrl: 'https://www.instagram.com/tavolarestaurants',
      openInNewTab: true,
      style: 'button',
    },
  ],
};
