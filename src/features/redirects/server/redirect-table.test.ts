import type { Redirect } from '@/lib/content';
import { legacyPaths } from '../legacy-redirects';
import {
  compileRedirects,
  findRedirect,
  type RedirectSources,
  type RefusedRedirect,
} from './redirect-table';

const restaurant = (
  citySlug: string,
  slug: string,
  legacySlugs: string[] = [],
  menus: string[] = [],
) => ({
  citySlug,
  slug,
  legacySlugs,
  path: `/restaurants/${citySlug}/${slug}`,
  menus: menus.map((menuSlug) => ({ id: `menu-${menuSlug}`, slug: menuSlug, name: menuSlug })),
});

const entry = (id: string, from: string, to: string, permanent = true): Redirect => ({
  id,
  from,
  to,
  permanent,
});

const sources = (entries: Redirect[] = []): RedirectSources => ({
  entries,
  restaurants: [
    restaurant('london', 'soho', ['dean-street'], ['main-menu', 'lunch-menu', 'kids']),
    restaurant('london', 'covent-garden'),
    restaurant('lakeside', 'boardwalk', ['thurrock']),
    restaurant('oxford', 'george-street'),
    restaurant('edinburgh', 'george-street'),
  ],
  settings: {
    giftCardUrl: 'https://giftcards.example/tavola',
    feedbackUrl: 'https://feedback.example',
  },
});

function redirectOf(path: string, search = '', entries: Redirect[] = []) {
  return findRedirect(compileRedirects(sources(entries)), path, search);
}
const to = (location: string, status = 301) => ({ location, status });

describe('legacy redirects (spec 1 §2)', () => {
  it.each([
    ['/italian-restaurant/london/soho', '/restaurants/london/soho'],
    ['/italian-restaurant/london/soho/book-now', '/restaurants/london/soho/book-now'],
    ['/italian-restaurant/london/soho/book-a-table', '/restaurants/london/soho/book-now'],
    ['/italian-restaurant/london/soho/menu', '/restaurants/london/soho/menu'],
    ['/italian-restaurant/london/soho/about', '/restaurants/london/soho'],
    ['/italian-restaurant/london/dean-street', '/restaurants/london/soho'],
    ['/italian-restaurant/essex/thurrock/menu', '/restaurants/lakeside/boardwalk/menu'],
    ['/italian-restaurant/oxford/george-street', '/restaurants/oxford/george-street'],
    ['/italian-restaurant/london/nowhere', '/restaurants/london'],
    ['/italian-restaurant/london', '/restaurants/london'],
    ['/italian-restaurant/atlantis/nowhere', '/restaurants'],
    ['/italian-restaurant', '/restaurants'],
    ['/book-a-table', '/#booking'],
    ['/booking', '/#booking'],
    ['/lakeside/book-now', '/restaurants/lakeside/book-now'],
    ['/book-now-lakeside', '/restaurants/lakeside/book-now'],
    ['/Lakeside/Book-A-Table/', '/restaurants/lakeside/book-now'],
    ['/menus/kids-menu-2019.pdf', '/kids'],
    ['/media/docs/Childrens-Menu.PDF', '/kids'],
    ['/downloads/food-menu.pdf', '/menu'],
    ['/allergen-guide-2021.pdf', '/menu'],
    ['/recipes/margherita-recipe-card.pdf', '/'],
    ['/recipes/tiramisu', '/'],
    ['/deals', '/offers'],
    ['/campaign/summer-2019', '/offers'],
    ['/kids-eat-free', '/kids'],
    ['/unidays', '/students'],
    ['/deliveroo', '/delivery'],
    ['/gift-cards', 'https://giftcards.example/tavola'],
    ['/gift-cards/balance', 'https://giftcards.example/tavola'],
    ['/feedback', 'https://feedback.example'],
  ])('%s -> %s (301)', (from, location) => {
    expect(redirectOf(from)).toEqual(to(location));
  });

  it('matches whatever the case, with or without a trailing slash', () => {
    expect(redirectOf('/BOOK-A-TABLE')).toEqual(to('/#booking'));
    expect(redirectOf('/Book-A-Table/')).toEqual(to('/#booking'));
    expect(redirectOf('/Italian-Restaurant/London/SOHO/Book-Now/')).toEqual(
      to('/restaurants/london/soho/book-now'),
    );
  });

  it("keeps an old menu address's menu: its name, or today's slug for it", () => {
    expect(redirectOf('/italian-restaurant/london/soho/menu/lunch')).toEqual(
      to('/restaurants/london/soho/menu/lunch-menu'),
    );
    expect(redirectOf('/Italian-Restaurant/London/Soho/Menu/Kids/')).toEqual(
      to('/restaurants/london/soho/menu/kids'),
    );
    expect(redirectOf('/italian-restaurant/london/dean-street/menu/main-menu', '?a=1')).toEqual(
      to('/restaurants/london/soho/menu/main-menu?a=1'),
    );
    // A menu the restaurant no longer has keeps its name: the menu page says 'Menu not found.'.
    expect(redirectOf('/italian-restaurant/london/soho/menu/brunch')).toEqual(
      to('/restaurants/london/soho/menu/brunch'),
    );
    expect(redirectOf('/italian-restaurant/london/soho/about/team')).toEqual(
      to('/restaurants/london/soho'),
    );
  });

  it('keeps the query, before the target hash', () => {
    expect(redirectOf('/booking', '?utm_source=mail&x=1')).toEqual(
      to('/?utm_source=mail&x=1#booking'),
    );
    expect(redirectOf('/italian-restaurant/london/soho/', '?a=1')).toEqual(
      to('/restaurants/london/soho?a=1'),
    );
  });

  it('does not redirect /book-now, which is a page of the route table', () => {
    expect(redirectOf('/book-now')).toBeNull();
  });

  it('asks for the venue with its city when two cities share a venue name', () => {
    expect(redirectOf('/italian-restaurant/edinburgh/george-street')).toEqual(
      to('/restaurants/edinburgh/george-street'),
    );
    expect(redirectOf('/italian-restaurant/somewhere/george-street')).toEqual(to('/restaurants'));
  });

  it('leaves out settings addresses that are missing or not addresses', () => {
    const table = compileRedirects({
      ...sources(),
      settings: { giftCardUrl: undefined, feedbackUrl: 'feedback.example' },
    });
    expect(findRedirect(table, '/gift-cards', '')).toBeNull();
    expect(findRedirect(table, '/feedback', '')).toBeNull();
  });

  it('sends every legacy path to a target that is not itself redirected', () => {
    const table = compileRedirects(sources());
    for (const path of Object.keys(legacyPaths)) {
      const target = findRedirect(table, path, '');
      expect(target).not.toBeNull();
      if (target?.location.startsWith('/')) {
        expect([path, findRedirect(table, target.location.split('#')[0] ?? '', '')]).toEqual([
          path,
          null,
        ]);
      }
    }
  });
});

describe('slashes', () => {
  it('removes a trailing slash and collapses repeated slashes with a 301, query kept', () => {
    expect(redirectOf('/about-us/')).toEqual(to('/about-us'));
    expect(redirectOf('//about-us//team///', '?q=1')).toEqual(to('/about-us/team?q=1'));
  });

  it('leaves normal paths and the root alone', () => {
    expect(redirectOf('/about-us')).toBeNull();
    expect(redirectOf('/')).toBeNull();
    expect(redirectOf('/restaurants/book-now')).toBeNull();
    expect(redirectOf('/restaurants/london/soho/menu/lunch-menu')).toBeNull();
  });
});

describe('case variants of the site pages (redirects are case-insensitive)', () => {
  it.each([
    ['/Book-Now', '/book-now'],
    ['/BOOK-NOW/', '/book-now'],
    ['/Restaurants/Book-Now', '/restaurants/book-now'],
    ['/restaurants/INDEX-OLD', '/restaurants/index-old'],
    ['/About-Us', '/about-us'],
    ['/Restaurants/London', '/restaurants/london'],
    ['/restaurants/London/Book-Now', '/restaurants/london/book-now'],
    ['/Restaurants/London/Soho/Book-Now', '/restaurants/london/soho/book-now'],
    ['/restaurants/london/SOHO/Menu/Lunch-Menu', '/restaurants/london/soho/menu/lunch-menu'],
    ['/Menu/Kids', '/menu/kids'],
    ['/Kids', '/kids'],
  ])('%s -> %s (301)', (from, location) => {
    expect(redirectOf(from)).toEqual(to(location));
  });

  it('keep the query', () => {
    expect(redirectOf('/Book-Now', '?utm_source=mail')).toEqual(to('/book-now?utm_source=mail'));
  });

  it('leave paths with an id of their own alone, and unknown paths to their 404', () => {
    expect(redirectOf('/booking/AbCdEf123')).toBeNull();
    expect(redirectOf('/preferences/0A1B2C3D')).toBeNull();
    expect(redirectOf('/No-Such-Page')).toBeNull();
  });
});

describe("the content's redirect entries", () => {
  const entries = [
    entry('redirect-jobs', '/jobs', '/careers'),
    entry('redirect-christmas', '/Christmas/', '/christmas-party', false),
    entry('redirect-hash', '/party-booking', '#booking'),
    entry('redirect-out', '/shop', 'https://shop.example/tavola'),
  ];

  it('are applied like the legacy ones: case, slashes and query', () => {
    expect(redirectOf('/jobs', '', entries)).toEqual(to('/careers'));
    expect(redirectOf('/JOBS/', '?ref=x', entries)).toEqual(to('/careers?ref=x'));
    expect(redirectOf('/christmas', '', entries)).toEqual(to('/christmas-party', 302));
    expect(redirectOf('/party-booking', '', entries)).toEqual(to('/#booking'));
    expect(redirectOf('/shop', '', entries)).toEqual(to('https://shop.example/tavola'));
  });

  it("override the legacy table, and legacy targets follow an editor's entry (one hop)", () => {
    const edited = [entry('e1', '/deals', '/christmas-party'), entry('e2', '/offers', '/whats-on')];
    expect(redirectOf('/deals', '', edited)).toEqual(to('/christmas-party'));
    expect(redirectOf('/vouchers', '', edited)).toEqual(to('/whats-on'));
    expect(redirectOf('/campaign/x', '', edited)).toEqual(to('/whats-on'));
  });

  function refusals(entries: Redirect[]): RefusedRedirect[] {
    const refused: RefusedRedirect[] = [];
    const table = compileRedirects(sources(entries), (r) => refused.push(r));
    expect(table.refused).toBe(refused.length);
    return refused;
  }

  it('refuse a loop, naming the entry', () => {
    const refused = refusals([entry('redirect-self', '/loop', '/Loop/')]);
    expect(refused).toEqual([
      { id: 'redirect-self', from: '/loop', to: '/Loop/', reason: 'it redirects to itself' },
    ]);
    expect(redirectOf('/loop', '', [entry('redirect-self', '/loop', '/Loop/')])).toBeNull();
  });

  it('refuse a chain (and so each side of a two-entry loop)', () => {
    const chain = [entry('a', '/a', '/b'), entry('b', '/b', '/c')];
    expect(refusals(chain).map((r) => r.id)).toEqual(['a']);
    expect(redirectOf('/a', '', chain)).toBeNull();
    expect(redirectOf('/b', '', chain)).toEqual(to('/c'));

    expect(refusals([entry('x', '/x', '/y'), entry('y', '/y', '/x')]).map((r) => r.id)).toEqual([
      'x',
      'y',
    ]);
    expect(refusals([entry('old', '/old-booking', '/book-a-table')])[0]?.reason).toMatch(
      /itself redirected \(a chain\)/,
    );
  });

  it('refuse a duplicate path and paths that are not pages', () => {
    const refused = refusals([
      entry('first', '/twice', '/careers'),
      entry('second', '/TWICE/', '/offers'),
      entry('api', '/api/health', '/'),
      entry('next', '/_next/static/x.js', '/'),
    ]);
    expect(refused.map((r) => r.id)).toEqual(['second', 'api', 'next']);
  });
});
