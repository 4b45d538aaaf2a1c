import type { TileEntry } from '@/lib/content';

export const heroFixture: TileEntry = {
  id: 'fixture-hero',
  contentType: 'heroTile',
  type: 'hero',
  key: 'Fixture: hero',
  title: 'Pizza from the wood-fired oven',
  subtitle: 'Fresh dough, Italian flour and a fire that never goes out.',
  image: {
    id: 'fixture-hero-asset',
    url: '/images/content/hero-pizza.svg',
    title: 'Margherita',
    description: 'A margherita pizza on a wooden board, seen from above',
    contentType: 'image/svg+xml',
    width: 1600,
    height: 900,
  },
  links: [
    {
      id: 'fixture-hero-book',
      contentType: 'navigationItem',
      linkText: 'Book a table',
      linkUrl: '/#booking',
      style: 'button',
    },
    {
      id: 'fixture-hero-menu',
      contentType: 'navigationItem',
      linkText: 'See the menu',
      linkUrl: '/our-menu',
      style: 'link',
    },
  ],
};
