import type { ResolvedEntry } from '../flatten-entry';
import type { EntryStore } from './entry-store';
import { readPageEntry } from './page-entry';

const entry = (id: string, fields: Record<string, unknown>, contentType = 'page') =>
  ({
    sys: { id, type: 'Entry', contentType: { sys: { id: contentType } } },
    fields,
  }) as ResolvedEntry;

describe('the raw page entry for live updates', () => {
  it('is the page of that slug under that parent, as plain JSON even when its links loop', async () => {
    const aboutUs = entry('page-about', { slug: 'about-us' });
    const tile = entry('tile-1', { type: 'text', title: 'Hello' }, 'tile');
    const team = entry('page-team', { slug: 'team', parent: aboutUs, tiles: [tile] });
    // The SDK resolves links into a graph: a tile that links back to its page makes a loop.
    tile.fields.links = [team];
    const orphan = entry('page-team-2', { slug: 'team' });
    // The store filters by slug, as the Delivery API does.
    const store: EntryStore = {
      getEntries: jest.fn(async ({ fields }) =>
        [orphan, team].filter((page) => page.fields.slug === fields?.slug),
      ),
    };

    const page = await readPageEntry(store, 'team', 'about-us');
    expect(store.getEntries).toHaveBeenCalledWith({
      contentType: 'page',
      include: 4,
      fields: { slug: 'team' },
    });
    expect(page?.sys.id).toBe('page-team');
    const tiles = page?.fields.tiles as ResolvedEntry[];
    expect(tiles[0]?.fields.title).toBe('Hello');
    // The loop back to the page is a link, as the API writes one it did not resolve.
    expect(tiles[0]?.fields.links).toEqual([
      { sys: { type: 'Link', linkType: 'Entry', id: 'page-team' } },
    ]);
    expect(() => JSON.stringify(page)).not.toThrow();

    expect((await readPageEntry(store, 'team'))?.sys.id).toBe('page-team-2');
    expect(await readPageEntry(store, 'careers')).toBeNull();
  });
});
