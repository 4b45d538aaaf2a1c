import type { Redirect } from '@/lib/content';
import { legacyPaths } from '../legacy-redirects';
import {
  compileRedirects,
  findRedirect,
  type RedirectSources,
  type RefusedRedirect,
} from './redirect-table';

const restaurant = (citySlug: string, slug: string, legacySlugs: string[] = []) => ({
  citySlug,
  slug,
  legacySlugs,
  path: `/restaurants/${citySlug}/${slug}`,
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
    restaurant('london', 'soho', ['dean-street']),
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
    ['/lakeside/book-now', '/restaurants/lakeside#booking'],
    ['/book-now-lakeside', '/restaurants/lakeside#booking'],
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

  it('leaves normal paths, the root and different case alone', () => {
    expect(redirectOf('/about-us')).toBeNull();
    expect(redirectOf('/')).toBeNull();
    expect(redirectOf('/About-Us')).toBeNull();
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
