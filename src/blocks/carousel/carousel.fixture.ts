import type { TileEntry } from '@/lib/content';

const margherita = (id: string) => ({
  id,
  url: '/images/content/hero-pizza.svg',
  title: 'Margherita',
  description: 'A margherita pizza on a wooden board, seen from above',
  contentType: 'image/svg+xml',
  width: 1600,
  height: 900,
});
const oven = (id: string) => ({
  id,
  url: '/images/content/pizza-oven.svg',
  title: 'Pizza oven',
  description: 'A wood-fired pizza oven glowing in a Tavola kitchen',
  contentType: 'image/svg+xml',
  width: 1600,
  height: 900,
});

export const carouselFixture: TileEntry = {
  id: 'fixture-carousel',
  contentType: 'carouselTile',
  type: 'carousel',
  key: 'Fixture: carousel',
  title: 'This season at Tavola',
  items: [
    {
      id: 'fixture-carousel-slide-1',
      contentType: 'carouselSlide',
      key: 'Fixture: carousel slide 1',
      title: 'Spring menu',
      subtitle: 'Wild garlic, asparagus and peas, fresh from British farms.',
      image: margherita('fixture-carousel-asset-1'),
      links: [
        {
          id: 'fixture-carousel-link-1',
          contentType: 'navigationItem',
          linkText: 'See the spring menu',
          linkUrl: '/our-menu',
          style: 'button',
        },
      ],
    },
    {
      id: 'fixture-carousel-slide-2',
      contentType: 'carouselSlide',
      key: 'Fixture: carousel slide 2',
      title: 'Bottomless brunch',
      subtitle: 'Every Saturday and Sunday from 11am.',
      image: oven('fixture-carousel-asset-2'),
    },
    {
      id: 'fixture-carousel-slide-3',
      contentType: 'carouselSlide',
      key: 'Fixture: carousel slide 3',
      title: 'Kids eat free',
      image: margherita('fixture-carousel-asset-3'),
    },
  ],
};
