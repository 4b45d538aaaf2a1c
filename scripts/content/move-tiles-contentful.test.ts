import { fakeManagementApi, type FakeManagementApi } from './testing/fake-management-api';
import { loadMigration, modelBefore, runMigration } from './testing/run-migration';

// Migrations 27 and 28 (issue 34) through contentful-migration itself, against a space held in
// memory whose default locale is en-US: 27 moves each entry of the shared `tile` content type to
// its tile type's own (a carousel's slides and an accordion's panels to their parts), moves the
// links to it, keeps its publishing and removes it; 28 then removes the `tile` content type. Each
// runs again without a request.

jest.setTimeout(60_000);

const locale = 'en-US';
const migration27 = loadMigration('27-move-tiles-to-their-types.js');
const migration28 = loadMigration('28-remove-shared-tile-type.js');
const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

function entry(id: string, contentType: string, fields: Record<string, unknown>, published = true) {
  return {
    sys: {
      id,
      type: 'Entry',
      version: published ? 3 : 1,
      ...(published ? { publishedVersion: 2 } : {}),
      contentType: { sys: { id: contentType } },
    },
    fields: Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, { [locale]: value }]),
    ),
  };
}

const tiles = [
  entry('tile-home-1', 'tile', { key: 'Home hero', type: 'hero', title: 'Welcome', width: 6 }),
  entry('tile-home-2', 'tile', {
    key: 'Home carousel',
    type: 'carousel',
    items: [link('tile-home-2-slide-1')],
  }),
  entry('tile-home-2-slide-1', 'tile', {
    key: 'Slide',
    type: 'image',
    title: 'Spring',
    subtitle: 'Fresh',
    height: 'large', // a tile's field a slide does not have: left behind
  }),
  entry('tile-faq', 'tile', { key: 'FAQ', type: 'accordion', items: [link('tile-faq-1')] }),
  entry('tile-faq-1', 'tile', { key: 'Q', type: 'text', title: 'Dogs?' }, false),
  entry('tile-contact', 'tile', { key: 'Contact', type: 'form', formType: 'contact', title: 'Hi' }),
];

async function space(extra: ReturnType<typeof entry>[] = []) {
  return fakeManagementApi({
    locales: [{ code: locale, default: true }],
    contentTypes: await modelBefore(27, locale),
    entries: [
      ...tiles,
      ...extra,
      entry('page-home', 'page', {
        title: 'Home',
        slug: 'home',
        tiles: [link('tile-home-1'), link('tile-home-2'), link('tile-faq'), link('tile-contact')],
      }),
    ],
  });
}

const fields = (api: FakeManagementApi, id: string) =>
  Object.fromEntries(
    Object.entries(api.entries.get(id)!.fields as Record<string, Record<string, unknown>>).map(
      ([key, value]) => [key, value[locale]],
    ),
  );
const typeOf = (api: FakeManagementApi, id: string) => api.entries.get(id)?.sys.contentType?.sys.id;

describe('migrations 27 and 28 through contentful-migration', () => {
  it('move every tile to its own content type, links and publishing with it, then remove `tile`', async () => {
    const api = await space();
    await runMigration(api, migration27);
    expect(
      [
        'hero-home-1',
        'carousel-home-2',
        'carouselSlide-home-2-slide-1',
        'accordion-faq',
        'accordionPanel-faq-1',
        'contactForm-contact',
      ].map((id) => [id, typeOf(api, id)]),
    ).toEqual([
      ['hero-home-1', 'heroTile'],
      ['carousel-home-2', 'carouselTile'],
      ['carouselSlide-home-2-slide-1', 'carouselSlide'],
      ['accordion-faq', 'accordionTile'],
      ['accordionPanel-faq-1', 'accordionPanel'],
      ['contactForm-contact', 'contactFormTile'],
    ]);
    for (const { sys } of tiles) expect(api.entries.has(sys.id)).toBe(false);
    // The new type's fields only: no `type`, no `formType`, nothing a slide does not have.
    expect(fields(api, 'hero-home-1')).toEqual({
      key: 'Home hero',
      title: 'Welcome',
      width: 6,
    });
    expect(fields(api, 'carouselSlide-home-2-slide-1')).toEqual({
      key: 'Slide',
      title: 'Spring',
      subtitle: 'Fresh',
    });
    expect(fields(api, 'page-home').tiles).toEqual([
      link('hero-home-1'),
      link('carousel-home-2'),
      link('accordion-faq'),
      link('contactForm-contact'),
    ]);
    expect(fields(api, 'carousel-home-2').items).toEqual([link('carouselSlide-home-2-slide-1')]);
    // Published if the old entry was; a draft stays a draft.
    expect(api.entries.get('hero-home-1')!.sys.publishedVersion).toBeDefined();
    expect(api.entries.get('accordionPanel-faq-1')!.sys.publishedVersion).toBeUndefined();
    expect(await runMigration(api, migration27)).toEqual([]);

    await runMigration(api, migration28);
    expect(api.contentTypes.has('tile')).toBe(false);
    const page = api.contentTypes.get('page')!.fields as {
      id: string;
      items?: { validations: { linkContentType?: string[] }[] };
    }[];
    const allowed = page.find((field) => field.id === 'tiles')!.items!.validations[0]!;
    expect(allowed.linkContentType).not.toContain('tile');
    expect(allowed.linkContentType).toEqual(expect.arrayContaining(['heroTile', 'textTile']));
    expect(await runMigration(api, migration28)).toEqual([]);
    expect(await runMigration(api, migration27)).toEqual([]);
  });

  it('leaves a tile of a type the space has no content type for, and 28 then refuses', async () => {
    const api = await space([entry('tile-odd', 'tile', { key: 'Odd', type: 'spinner' })]);
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    await runMigration(api, migration27);
    expect(log).toHaveBeenCalledWith(
      'Tile tile-odd: the space has no content type spinnerTile; left as it is',
    );
    log.mockRestore();
    expect(typeOf(api, 'tile-odd')).toBe('tile');
    await expect(runMigration(api, migration28)).rejects.toThrow(
      '28: 1 entries of the content type tile remain (such as tile-odd): move or delete them, then run it again',
    );
    expect(api.contentTypes.has('tile')).toBe(true);
  });
});
