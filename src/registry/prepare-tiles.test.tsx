import { render, screen } from '@testing-library/react';
import { restaurantListFixture } from '@/blocks/restaurant-list/restaurant-list.fixture';
import { textFixture } from '@/blocks/text/text.fixture';
import { settingsSchema, type TileEntry } from '@/lib/content';
import { forDiners, prepareTiles, type TileLoadContext } from './prepare-tiles.server';
import { TileList } from './tile-list';

// A page's tiles as diners and editors see them when the site cannot show some: a form tile of a
// form type without a block (or without a form type), an invalid tile, a tile whose data fails.
const log = { warn: jest.fn(), error: jest.fn() };
const context = (getRestaurants = async () => [] as unknown[]) =>
  ({
    content: { getRestaurants },
    settings: settingsSchema.parse({ siteId: 'tavola', siteName: 'Tavola' }),
    preview: false,
    log,
  }) as unknown as TileLoadContext;

const formTile = (id: string, formType?: string): TileEntry => ({
  id,
  contentType: 'tile',
  type: 'form',
  formType,
  key: `Form ${id}`,
});

beforeEach(() => jest.clearAllMocks());

describe('prepareTiles', () => {
  it('shows diners nothing of a form tile whose form type has no block, and names it in preview', async () => {
    const tiles = await prepareTiles(
      [formTile('voucher', 'voucher'), formTile('bare'), textFixture],
      context(),
    );
    expect(log.warn).toHaveBeenCalledWith(
      { tileId: 'voucher', type: 'form', formType: 'voucher' },
      'Unknown tile type skipped',
    );
    const { rerender } = render(<TileList tiles={forDiners(tiles)} preview={false} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Made fresh, every day' })).toBeInTheDocument();

    rerender(<TileList tiles={tiles} preview />);
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'Tile “Form voucher” is not shown. The site has no block for tiles of type "form:voucher".',
      'Tile “Form bare” is not shown. The site has no block for tiles of type "form".',
    ]);
  });

  it('names an invalid tile and its field in preview', async () => {
    const [tile] = await prepareTiles([{ ...textFixture, body: 'plain' }], context());
    expect(tile).toMatchObject({ kind: 'invalid', name: 'Fixture: text', key: 'text' });
    render(<TileList tiles={[tile!]} preview />);
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Tile “Fixture: text” is not shown\. It is invalid: body: /,
    );
  });

  it('shows a tile without a link it cannot read, and names that link in preview only', async () => {
    const broken = { id: 'link-broken', contentType: 'navigationItem', linkUrl: '/menu' };
    const entry = { ...textFixture, links: [...(textFixture.links as object[]), broken] };
    const [forDinersTile] = await prepareTiles([entry as TileEntry], context());
    expect(forDinersTile).toMatchObject({ kind: 'tile', key: 'text' });
    expect(forDinersTile).not.toHaveProperty('problems');

    const [inPreview] = await prepareTiles([entry as TileEntry], { ...context(), preview: true });
    render(<TileList tiles={[inPreview!]} preview />);
    expect(screen.getByRole('link', { name: 'Book a table' })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/^Part of “Fixture: text” cannot be read\. The tile is shown/);
    expect(note).toHaveTextContent(/Entry link-broken: left out: .*linkText/);
  });

  it('keeps a tile whose data cannot be loaded from the page, and says so in preview', async () => {
    const failing = context(async () => Promise.reject(new Error('CMS down')));
    const tiles = await prepareTiles([restaurantListFixture, textFixture], failing);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(forDiners(tiles).map((tile) => tile.id)).toEqual(['fixture-text']);
    render(<TileList tiles={tiles} preview />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Tile “Fixture: restaurant list” is not shown. It is invalid: Its data could not be loaded.',
    );
  });
});
