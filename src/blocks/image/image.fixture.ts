import type { TileEntry } from '@/lib/content';

export const imageFixture: TileEntry = {
  id: 'fixture-image',
  contentType: 'imageTile',
  type: 'image',
  key: 'Fixture: image',
  title: 'Our wood-fired oven',
  image: {
    id: 'fixture-asset',
    url: '/images/content/pizza-oven.svg',
    title: 'Pizza oven',
    description: 'A wood-fired pizza oven glowing in a Tavola kitchen',
    contentType: 'image/svg+xml',
    width: 1600,
    height: 900,
  },
};
