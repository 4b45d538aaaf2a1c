import type { TileEntry } from '@/lib/content';

export const bannerFixture: TileEntry = {
  id: 'fixture-banner',
  contentType: 'bannerTile',
  type: 'banner',
  key: 'Fixture: banner',
  title: 'Two courses for £15, Monday to Thursday',
  subtitle: 'Lunch and early evening, until 6pm.',
  image: {
    id: 'fixture-banner-asset',
    url: '/images/content/hero-pizza.svg',
    title: 'Margherita',
    description: 'A margherita pizza on a wooden board, seen from above',
    contentType: 'image/svg+xml',
    width: 1600,
    height: 900,
  },
  links: [
    {
      id: 'fixture-banner-link',
      contentType: 'navigationItem',
      linkText: 'See the set menu',
      linkUrl: '/offers/set-menu',
      style: 'button',
    },
  ],
};
