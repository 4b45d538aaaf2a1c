import { render, screen, within } from '@testing-library/react';
import { settingsSchema } from '@/lib/content';
import { prepareGallery, type TileLoadContext } from './prepare-tiles.server';
import { TileGallery, type TileGalleryProps } from './tile-gallery';
import { tileDefinitions } from './tile-definitions.server';

// /_tiles, short of the page: every registered tile goes from its fixture through the steps of a
// real page (parse, load, TileList) and shows in its own named section, without failing.
jest.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/_tiles', query: {}, replace: jest.fn(), push: jest.fn() }),
}));

const log = { warn: jest.fn(), error: jest.fn() };
const context = {
  // What the loaders read: no restaurants, no menu but the fixture's own, one social post.
  content: {
    getRestaurants: async () => [],
    getMenu: async () => null,
    getSocialPosts: async () => [
      {
        id: 'gallery-post',
        caption: 'Wild mushroom risotto, on the menu from today.',
        image: { id: 'risotto', url: '/images/content/risotto.svg', contentType: 'image/svg+xml' },
        url: 'https://www.instagram.com/p/C1tAvRiS0tt/',
        network: 'instagram',
        postedAt: '2026-10-05T17:30:00.000Z',
      },
    ],
  },
  settings: settingsSchema.parse({ siteId: 'tavola', siteName: 'Tavola' }),
  preview: true,
  log,
} as unknown as TileLoadContext;

let entries: TileGalleryProps['entries'];
beforeAll(async () => {
  entries = await prepareGallery(context);
});

describe('the tile gallery', () => {
  it('prepares every tile without a warning or an error', () => {
    expect(entries.map((entry) => entry.key)).toEqual(tileDefinitions.map((tile) => tile.key));
    expect(entries.filter((entry) => entry.tile.kind !== 'tile')).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each(tileDefinitions.map((tile) => [tile.key, tile.fixture] as const))(
    'shows %s from its fixture, in its own section',
    async (key, fixture) => {
      render(<TileGallery shell={{} as TileGalleryProps['shell']} entries={entries} />);
      const section = screen.getByRole('region', { name: key });
      expect(section.querySelector('section.tile')).toHaveAttribute(
        'data-contentful-entry-id',
        fixture.id,
      );
      if (typeof fixture.title === 'string') {
        expect(await within(section).findAllByText(fixture.title)).not.toHaveLength(0);
      }
      expect(within(section).queryByRole('note')).not.toBeInTheDocument(); // it did not fail
    },
  );
});
