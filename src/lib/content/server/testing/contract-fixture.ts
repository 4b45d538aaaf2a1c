import { readModel } from '../../../../../scripts/content/read-model';
import { modelBefore } from '../../../../../scripts/content/testing/run-migration';
import type { ExportEntity, SpaceExportData } from './fake-space';

/**
 * A small space export holding the cases where a content store can go wrong: drafts, a "changed"
 * entry (published, then edited), an archived entry, links to a draft and to a missing entry, link
 * cycles, rich text with embedded and hyperlinked targets, links deeper than the include depth, and
 * a draft copy of a page with the same slug; its tiles are of the shared `tile` content type. The contract suite reads it through both stores, in
 * published and preview mode.
 */
export async function contractFixture(): Promise<SpaceExportData> {
  return {
    // With the shared `tile` content type as a space holds it before migration 27 moves its entries
    // to each tile's own (the site reads both): its tiles nest deeper than the include depth.
    contentTypes: [
      ...(await readModel()),
      (await modelBefore(27)).find((type) => type.sys.id === 'tile')!,
    ] as SpaceExportData['contentTypes'],
    // The default locale is not the first one: both stores must find it.
    locales: [{ code: 'en-US' }, { code: 'en-GB', default: true, fallbackCode: null }],
    assets: [
      asset('img-pizza', 'Pizza', '/images/pizza.svg', 'image/svg+xml'),
      asset('img-logo', 'Tavola', '/images/logo.svg', 'image/svg+xml'),
      asset('img-draft', 'Not yet', '/images/draft.svg', 'image/svg+xml', 'draft'),
    ],
    entries: [
      entry('settings', 'settings', {
        siteId: 'tavola',
        siteName: 'Tavola',
        logo: link('img-logo', 'Asset'),
        mastheadItems: [link('nav-menus'), link('nav-draft'), link('ghost-nav')],
        footerItems: [link('nav-about')],
      }),
      entry('nav-menus', 'navigationItem', {
        linkText: 'Menus',
        links: [link('nav-lunch'), link('nav-draft')],
      }),
      entry('nav-lunch', 'navigationItem', { linkText: 'Lunch', linkUrl: '/menus/lunch' }),
      entry('nav-about', 'navigationItem', { linkText: 'About', linkUrl: '/about' }),
      entry('nav-draft', 'navigationItem', { linkText: 'Soon', linkUrl: '/soon' }, 'draft'),

      // Pages: home links a draft tile and a missing one; the slides go deeper than include 4.
      entry('p-home', 'page', {
        title: 'Home',
        slug: 'home',
        shareImage: link('img-draft', 'Asset'),
        tiles: [
          link('t-hero'),
          link('t-draft'),
          link('ghost-tile'),
          link('t-slides'),
          link('t-text'),
        ],
      }),
      entry(
        'p-about',
        'page',
        { title: 'About us', slug: 'about', tiles: [link('t-hero')] },
        'changed',
      ),
      // A draft copy with the same slug, listed after the original but first by id.
      entry('about-copy', 'page', { title: 'About us (copy)', slug: 'about' }, 'draft'),
      entry('p-team', 'page', {
        title: 'Our team',
        slug: 'team',
        parent: link('p-about'),
        tiles: [link('t-loop-a')],
      }),
      entry('p-soon', 'page', { title: 'Coming soon', slug: 'soon', parent: link('p-draft') }),
      entry('p-draft', 'page', { title: 'Draft parent', slug: 'draft-parent' }, 'draft'),
      entry('p-old', 'page', { title: 'Old page', slug: 'old' }, 'archived'),
      // A parent chain that loops: each page is the other's parent.
      entry('p-ping', 'page', { title: 'Ping', slug: 'ping', parent: link('p-pong') }),
      entry('p-pong', 'page', { title: 'Pong', slug: 'pong', parent: link('p-ping') }),

      tile('t-hero', 'hero', { image: link('img-pizza', 'Asset'), links: [link('nav-lunch')] }),
      tile('t-draft', 'text', { title: 'Draft tile' }, 'draft'),
      tile('t-slides', 'carousel', { items: [link('t-slide-1')] }),
      tile('t-slide-1', 'image', { items: [link('t-slide-2')] }),
      tile('t-slide-2', 'image', { items: [link('t-slide-3')] }),
      tile('t-slide-3', 'image', { items: [link('t-slide-4')] }),
      tile('t-slide-4', 'image', { title: 'Five levels down: beyond include 4' }),
      // Tiles that contain each other.
      tile('t-loop-a', 'accordion', { items: [link('t-loop-b')] }),
      tile('t-loop-b', 'accordion', { items: [link('t-loop-a')] }),
      tile('t-text', 'text', { body: richText() }),

      // Restaurants, menus, offers.
      restaurant('r-mk', '101', 'Tavola Milton Keynes', 'Milton Keynes', {
        heroTiles: [link('t-hero'), link('t-draft')],
        menus: [link('m-lunch'), link('m-draft')],
        hoursExceptions: [link('h-christmas'), link('h-draft')],
      }),
      entry('h-christmas', 'openingHoursException', {
        label: 'Christmas Day',
        date: '2026-12-25',
        closed: true,
      }),
      entry(
        'h-draft',
        'openingHoursException',
        { date: '2026-12-24', closed: false, open: '11:00', close: '16:00' },
        'draft',
      ),
      restaurant('r-oxford', '102', 'Tavola Oxford', 'Oxford', {}),
      restaurant('r-draft', '103', 'Tavola Bath', 'Bath', {}, 'draft'),
      entry('m-lunch', 'menu', { name: 'Lunch', slug: 'lunch', sections: [link('s-mains')] }),
      entry('m-draft', 'menu', { name: 'Dinner', slug: 'dinner' }, 'draft'),
      entry('s-mains', 'menuSection', {
        title: 'Mains',
        anchor: 'mains',
        items: [link('i-pizza'), link('i-draft'), link('ghost-item')],
      }),
      entry('i-pizza', 'menuItem', {
        name: 'Margherita',
        price: 9.5,
        dietaryTags: [link('tag-v')],
      }),
      entry('i-draft', 'menuItem', { name: 'Calzone', price: 11 }, 'draft'),
      entry('tag-v', 'dietaryTag', { name: 'Vegetarian', code: 'V' }),
      entry('o-lunch', 'offer', {
        title: 'Lunch for two',
        slug: 'lunch-for-two',
        description: 'Two courses',
        image: link('img-pizza', 'Asset'),
        restaurants: [link('r-mk'), link('r-draft')],
      }),

      // The rest of the content types.
      entry('c-seating', 'choice', { title: 'Seating', key: 'seating', options: ['In', 'Out'] }),
      entry('b-news', 'banner', { text: 'New menu', backgroundColour: 'red' }),
      entry('pop-draft-image', 'popup', { title: 'Win', image: link('img-draft', 'Asset') }),
      entry('sp-1', 'socialPost', {
        caption: 'Pizza',
        image: link('img-pizza', 'Asset'),
        postedAt: '2026-10-01',
      }),
      // Its image is a draft: invalid when published (an image is required), valid in preview.
      entry('sp-2', 'socialPost', {
        caption: 'Soon',
        image: link('img-draft', 'Asset'),
        postedAt: '2026-10-02',
      }),
      entry('rd-old', 'redirect', { from: '/old', to: '/about' }),
    ],
  };
}

type State = 'published' | 'changed' | 'draft' | 'archived';

function link(id: string, linkType: 'Entry' | 'Asset' = 'Entry') {
  return { sys: { type: 'Link' as const, linkType, id } };
}

/** The sys of an entity in each state, as the Management API writes it. */
function sysOf(id: string, state: State) {
  const created = { createdAt: '2026-01-01T09:00:00.000Z', version: 2 };
  const published = {
    firstPublishedAt: '2026-01-01T10:00:00.000Z',
    publishedAt: '2026-02-01T10:00:00.000Z',
    publishedVersion: 5,
    publishedCounter: 2,
  };
  switch (state) {
    case 'draft':
      return { id, ...created, updatedAt: '2026-03-01T09:00:00.000Z' };
    case 'archived':
      return { id, ...created, updatedAt: '2026-03-01T09:00:00.000Z', archivedVersion: 7 };
    case 'changed':
      return { id, ...created, ...published, updatedAt: '2026-03-01T09:00:00.000Z', version: 8 };
    case 'published':
      return { id, ...created, ...published, updatedAt: '2026-02-01T10:00:00.000Z', version: 6 };
  }
}

const localized = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { 'en-GB': value }]));

function entry(
  id: string,
  type: string,
  fields: Record<string, unknown>,
  state: State = 'published',
) {
  const contentType = { sys: { type: 'Link' as const, linkType: 'ContentType', id: type } };
  return {
    sys: { ...sysOf(id, state), type: 'Entry', contentType },
    fields: localized(fields),
  } as ExportEntity;
}

function tile(id: string, type: string, fields: Record<string, unknown>, state?: State) {
  return entry(id, 'tile', { key: id, type, ...fields }, state);
}

function asset(id: string, title: string, url: string, contentType: string, state?: State) {
  const file = {
    url,
    fileName: url.split('/').pop(),
    contentType,
    details: { size: 1000, image: { width: 800, height: 600 } },
  };
  return {
    sys: { ...sysOf(id, state ?? 'published'), type: 'Asset' },
    fields: localized({ title, file }),
  } as ExportEntity;
}

function restaurant(
  id: string,
  storeId: string,
  title: string,
  city: string,
  links: Record<string, unknown>,
  state?: State,
) {
  return entry(
    id,
    'restaurant',
    {
      storeId,
      title,
      slug: title.toLowerCase().replace(/ /g, '-'),
      city,
      addressLine1: '1 High Street',
      postcode: 'MK9 1AA',
      addressLocation: { lat: 52.04, lon: -0.76 },
      mondayOpen: '12:00',
      mondayClose: '22:00',
      ...links,
    },
    state,
  );
}

/** Rich text embedding an asset, linking a page, and embedding a draft entry and a draft asset. */
function richText() {
  const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
  const node = (nodeType: string, target: unknown, content: unknown[] = []) => ({
    nodeType,
    data: { target },
    content,
  });
  return {
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'paragraph',
        data: {},
        content: [
          text('Read '),
          node('entry-hyperlink', link('p-about'), [text('about us')]),
          node('embedded-entry-inline', link('i-draft')),
          node('asset-hyperlink', link('img-draft', 'Asset'), [text('the draft')]),
        ],
      },
      node('embedded-asset-block', link('img-pizza', 'Asset')),
    ],
  };
}
