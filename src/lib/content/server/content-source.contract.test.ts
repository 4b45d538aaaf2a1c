import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentSource } from './content-source';
import { contractFixture } from './testing/contract-fixture';
import { openSourcePair, type SourcePair } from './testing/source-pair';

// The contract: the local store and the Contentful store (the real SDK against a fake Delivery API
// serving the same space export) yield identical view models, for every ContentSource method, in
// published and preview mode. The brand exports in content/ are checked, and a small fixture holds
// the hard cases (drafts, missing and circular links, rich text, depth).

const fixtureDir = mkdtempSync(path.join(tmpdir(), 'tavola-contract-'));
const fixtureFile = path.join(fixtureDir, 'fixture.json');
beforeAll(async () => writeFileSync(fixtureFile, JSON.stringify(await contractFixture())));
afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

const contentDir = path.join(process.cwd(), 'content');
const exports = [
  ...readdirSync(contentDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name: `content/${name}`, file: path.join(contentDir, name) })),
  { name: 'the fixture', file: fixtureFile },
];
const cases = exports.flatMap((space) => [
  { ...space, mode: 'published', preview: false },
  { ...space, mode: 'preview', preview: true },
]);

/** The slug and parent slug of a page path, as getPage takes them. */
function slugsOf(pagePath: string): [string, string?] {
  if (pagePath === '/') return ['home'];
  const [first = '', second] = pagePath.split('/').slice(1);
  return second === undefined ? [first] : [second, first];
}

describe.each(cases)('$name ($mode)', ({ file, preview }) => {
  let pair: SourcePair;
  beforeAll(async () => {
    pair = await openSourcePair(file, preview);
  });
  afterAll(() => pair.close());

  /** Reads through both sources and expects the same view models; returns them. */
  async function same<T>(read: (source: ContentSource) => Promise<T>): Promise<T> {
    const expected = await read(pair.local.source);
    expect(await read(pair.contentful.source)).toStrictEqual(expected);
    return expected;
  }

  it('reads the same settings', async () => {
    expect(await same((source) => source.getSettings())).not.toBeNull();
  });

  it('reads the same pages, each page by its path, and no page where there is none', async () => {
    const pages = await same((source) => source.getPages());
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const [slug, parentSlug] = slugsOf(page.path);
      expect(await same((source) => source.getPage(slug, parentSlug))).not.toBeNull();
      // The same slug elsewhere: another page or none, but the same in both.
      await same((source) => source.getPage(slug, parentSlug ? undefined : 'no-such-parent'));
    }
    expect(await same((source) => source.getPage('no-such-page'))).toBeNull();
  });

  it('reads the same restaurants, each by store id and by path, and misses alike', async () => {
    const restaurants = await same((source) => source.getRestaurants());
    expect(restaurants.length).toBeGreaterThan(0);
    for (const { storeId, citySlug, slug } of restaurants) {
      expect(await same((source) => source.getRestaurant(storeId))).not.toBeNull();
      expect(await same((source) => source.getRestaurantBySlug(citySlug, slug))).not.toBeNull();
      expect(await same((source) => source.getRestaurantBySlug('nowhere', slug))).toBeNull();
    }
    expect(await same((source) => source.getRestaurant('no-such-store'))).toBeNull();
  });

  it('reads the same menus, each by slug, and misses alike', async () => {
    const menus = await same((source) => source.getMenus());
    expect(menus.length).toBeGreaterThan(0);
    for (const { slug } of menus) {
      expect(await same((source) => source.getMenu(slug))).not.toBeNull();
    }
    expect(await same((source) => source.getMenu('no-such-menu'))).toBeNull();
  });

  it('reads the same offers, each by slug, and misses alike', async () => {
    const offers = await same((source) => source.getOffers());
    for (const { slug } of offers) {
      expect(await same((source) => source.getOffer(slug))).not.toBeNull();
    }
    expect(await same((source) => source.getOffer('no-such-offer'))).toBeNull();
  });

  it('reads the same choices, banners, popups, social posts and redirects', async () => {
    await same((source) => source.getChoices());
    await same((source) => source.getBanners());
    await same((source) => source.getPopups());
    await same((source) => source.getSocialPosts());
    await same((source) => source.getRedirects());
  });

  it('skips the same invalid entries', () => {
    expect(pair.contentful.warnings).toStrictEqual(pair.local.warnings);
  });
});

// The fixture's hard cases come out as the Delivery API and the SDK make them (both sources agree,
// as above; this says what they agree on).
describe.each([
  ['published', false],
  ['preview', true],
])("the fixture's hard cases (%s)", (_mode, preview) => {
  let source: ContentSource;
  let pair: SourcePair;
  beforeAll(async () => {
    pair = await openSourcePair(fixtureFile, preview);
    source = pair.contentful.source;
  });
  afterAll(() => pair.close());

  type Nested = { id: string; items?: Nested[]; body?: RichNode };
  type RichNode = { data: { target?: { id: string } }; content?: RichNode[] };

  it('shows drafts only in preview, and archived content never', async () => {
    const paths = (await source.getPages()).map((page) => page.path);
    const drafts = ['/draft-parent', '/draft-parent/soon'];
    expect(paths.filter((p) => drafts.includes(p))).toEqual(preview ? drafts : []);
    expect(paths.includes('/soon')).toBe(!preview); // its parent is a draft
    expect(paths).not.toContain('/old');
    const restaurants = await source.getRestaurants();
    expect(restaurants.map((r) => r.storeId)).toEqual(
      preview ? ['103', '101', '102'] : ['101', '102'],
    );
    expect(restaurants.find((r) => r.storeId === '101')?.menus.map((m) => m.slug)).toEqual(
      preview ? ['lunch', 'dinner'] : ['lunch'],
    );
    // Opening hours exceptions are entries of their own: a draft one only in preview.
    expect(restaurants.find((r) => r.storeId === '101')?.alternativeHours).toEqual([
      { closed: true, label: 'Christmas Day', date: '2026-12-25' },
      ...(preview ? [{ open: '11:00', close: '16:00', date: '2026-12-24' }] : []),
    ]);
    expect(restaurants.find((r) => r.storeId === '102')?.hours).toEqual({
      monday: { open: '12:00', close: '22:00' },
    });
    expect((await source.getOffer('lunch-for-two'))?.storeIds).toEqual(
      preview ? ['101', '103'] : ['101'],
    );
    const [lunch] = (await source.getMenu('lunch'))?.sections ?? [];
    expect(lunch?.items.map((item) => [item.name, item.dietaryTags])).toEqual([
      ['Margherita', [{ name: 'Vegetarian', code: 'V' }]],
      ...(preview ? [['Calzone', []]] : []),
    ]);
    const settings = await source.getSettings();
    expect(settings?.mastheadItems.map((item) => [item.linkText, item.links.length])).toEqual(
      preview
        ? [
            ['Menus', 2],
            ['Soon', 0],
          ]
        : [['Menus', 1]],
    );
    // A post whose (required) image is a draft is invalid when published, and skipped.
    expect((await source.getSocialPosts()).map((post) => post.id)).toEqual(
      preview ? ['sp-2', 'sp-1'] : ['sp-1'],
    );
  });

  it('dates a page by its last publication, or its last edit in preview', async () => {
    const about = (await source.getPages()).find((page) => page.id === 'p-about');
    expect(about?.updatedAt).toBe(
      preview ? '2026-03-01T09:00:00.000Z' : '2026-02-01T10:00:00.000Z',
    );
  });

  it('finds the first page by id when a draft copy has the same slug', async () => {
    expect((await source.getPage('about'))?.id).toBe(preview ? 'about-copy' : 'p-about');
  });

  it('drops links to drafts and to missing entries, and links deeper than the include depth', async () => {
    const home = await source.getPage('home');
    const tiles = (home?.tiles ?? []) as Nested[];
    expect(tiles.map((tile) => tile.id)).toEqual(
      preview ? ['t-hero', 't-draft', 't-slides', 't-text'] : ['t-hero', 't-slides', 't-text'],
    );
    expect(home?.shareImage?.id).toBe(preview ? 'img-draft' : undefined);
    // Page (0) -> slides (1) -> slide 1 (2) -> slide 2 (3) -> slide 3 (4) -> slide 4 (5: too deep).
    const chain: string[] = [];
    for (let tile = tiles.find((t) => t.id === 't-slides'); tile; tile = tile.items?.[0]) {
      chain.push(tile.id);
    }
    expect(chain).toEqual(['t-slides', 't-slide-1', 't-slide-2', 't-slide-3']);
  });

  it('cuts link cycles', async () => {
    const team = await source.getPage('team', 'about');
    const [loop] = (team?.tiles ?? []) as Nested[];
    expect(loop?.items?.map((item) => [item.id, item.items])).toEqual([['t-loop-b', []]]);
    expect(await source.getPage('ping', 'pong')).toMatchObject({ path: '/pong/ping' });
  });

  it('resolves rich text targets: an embedded asset, a page hyperlink, a draft entry and asset', async () => {
    const tiles = ((await source.getPage('home'))?.tiles ?? []) as Nested[];
    const body = tiles.find((tile) => tile.id === 't-text')?.body;
    const [paragraph, embedded] = body?.content ?? [];
    const targets = paragraph?.content?.map((node) => node.data.target?.id);
    expect(targets).toEqual([
      undefined,
      'p-about',
      ...(preview ? ['i-draft', 'img-draft'] : [undefined, undefined]),
    ]);
    expect(embedded?.data.target).toMatchObject({
      id: 'img-pizza',
      url: '/images/pizza.svg',
      width: 800,
    });
  });
});
