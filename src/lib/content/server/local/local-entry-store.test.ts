import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalEntryStore } from './local-entry-store';

const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({
  sys: { type: 'Link', linkType, id },
});
const entry = (id: string, type: string, fields: Record<string, unknown>, published = true) => ({
  sys: {
    id,
    type: 'Entry',
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: type } },
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...(published ? { publishedVersion: 3 } : {}),
  },
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-GB': v }])),
});

const space = {
  contentTypes: [],
  locales: [{ code: 'en-GB', default: true }],
  assets: [
    {
      sys: { id: 'img', type: 'Asset', publishedVersion: 1 },
      fields: {
        title: { 'en-GB': 'Pizza' },
        file: { 'en-GB': { url: '/images/pizza.svg', contentType: 'image/svg+xml' } },
      },
    },
  ],
  entries: [
    entry('home', 'page', { slug: 'home', tiles: [link('t1'), link('draft-tile')] }),
    entry('t1', 'tile', { type: 'carousel', image: link('img'), items: [link('t2')] }),
    entry('t2', 'tile', { type: 'image', items: [link('t3')] }),
    entry('t3', 'tile', { type: 'text' }),
    entry('draft-tile', 'tile', { type: 'text' }, false),
    entry('about', 'page', { slug: 'about-us' }),
  ],
};

describe('local entry store', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavola-content-'));
    file = path.join(dir, 'tavola.json');
    writeFileSync(file, JSON.stringify(space));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds entries by content type and field, in the default locale', async () => {
    const store = createLocalEntryStore({ file, preview: false });
    const pages = await store.getEntries({
      contentType: 'page',
      include: 0,
      fields: { slug: 'about-us' },
    });
    expect(pages).toHaveLength(1);
    expect(pages[0]!.sys).toEqual({
      id: 'about',
      type: 'Entry',
      contentType: { sys: { id: 'page' } },
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(pages[0]!.fields).toEqual({ slug: 'about-us' });
  });

  it('resolves links to `include` levels and leaves deeper ones as links', async () => {
    const store = createLocalEntryStore({ file, preview: false });
    const [home] = await store.getEntries({
      contentType: 'page',
      include: 2,
      fields: { slug: 'home' },
    });
    const tiles = home!.fields.tiles as {
      sys: { id: string; type: string };
      fields: Record<string, unknown>;
    }[];
    // t1 (level 1) and its image and slide t2 (level 2) are resolved; t3 (level 3) is not.
    expect(tiles[0]!.sys.id).toBe('t1');
    expect((tiles[0]!.fields.image as { fields: { title: string } }).fields.title).toBe('Pizza');
    const slide = (tiles[0]!.fields.items as { fields: { items: unknown[] } }[])[0]!;
    expect(slide.fields.items).toEqual([link('t3')]);
  });

  it('leaves links to drafts unresolved unless previewing', async () => {
    const published = createLocalEntryStore({ file, preview: false });
    const [home] = await published.getEntries({
      contentType: 'page',
      include: 1,
      fields: { slug: 'home' },
    });
    expect((home!.fields.tiles as unknown[])[1]).toEqual(link('draft-tile'));

    const preview = createLocalEntryStore({ file, preview: true });
    const [draftHome] = await preview.getEntries({
      contentType: 'page',
      include: 1,
      fields: { slug: 'home' },
    });
    expect((draftHome!.fields.tiles as { sys: { id: string } }[])[1]!.sys.id).toBe('draft-tile');
  });

  it('re-reads the file after it changes (a publish, then a revalidation)', async () => {
    const store = createLocalEntryStore({ file, preview: false });
    expect(await store.getEntries({ contentType: 'page', include: 0 })).toHaveLength(2);
    const changed = {
      ...space,
      entries: [...space.entries, entry('new', 'page', { slug: 'new' })],
    };
    writeFileSync(file, JSON.stringify(changed));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await store.getEntries({ contentType: 'page', include: 0 })).toHaveLength(3);
  });
});
