import { getMenuPageProps } from './menu-page/menu-page.server';
import { getContentSource } from '@/lib/content/server';
import type { PageResult } from '@/lib/pages';
import { getContentPageProps } from './content-page/content-page.server';
import { getRestaurantPageProps } from './restaurant-pages/restaurant-pages.server';

// Issue 31: a page's props go out with every copy of it, as __NEXT_DATA__ (each byte is written,
// hashed for its ETag and compressed on every request Next answers from its cache). Each page type
// carries only what its components render; these budgets are its bytes of JSON with the local
// content store, with a little room for an editor's next paragraph.

const content = getContentSource();

async function propsBytes(result: Promise<PageResult<object>>): Promise<number> {
  const page = await result;
  if (!('props' in page)) throw new Error('No such page in the local content');
  return JSON.stringify(page.props).length;
}

describe('the props of each page type stay within their byte budget', () => {
  it('a content page (about us)', async () => {
    expect(await propsBytes(getContentPageProps({}, 'about-us', undefined, content))).toBeLessThan(
      7_900,
    );
  });

  it('the home page, the biggest content page', async () => {
    expect(await propsBytes(getContentPageProps({}, 'home', undefined, content))).toBeLessThan(
      13_600,
    );
  });

  it("a restaurant's page", async () => {
    const params = { city: 'london', slug: 'soho' };
    expect(await propsBytes(getRestaurantPageProps({ params }, content))).toBeLessThan(5_900);
  });

  it('a menu page', async () => {
    expect(
      await propsBytes(getMenuPageProps({}, { kind: 'site' }, 'main-menu', content)),
    ).toBeLessThan(24_200);
  });
});

describe("what a page's props leave out", () => {
  it('the settings no page renders: the e-mail recipient, the old addresses', async () => {
    const page = await getContentPageProps({}, 'about-us', undefined, content);
    if (!('props' in page)) throw new Error('No about-us page');
    const settings = page.props.shell.settings;
    expect(settings.siteName).toBe('Tavola');
    for (const key of ['siteEmail', 'siteUrl', 'feedbackUrl', 'giftCardUrl']) {
      expect(settings).not.toHaveProperty(key);
    }
  });

  it("a navigation link's defaults: same tab, no dropdown, the tile buttons' style", async () => {
    const page = await getContentPageProps({}, 'about-us', undefined, content);
    if (!('props' in page)) throw new Error('No about-us page');
    const [findUs, menus] = page.props.shell.settings.mastheadItems;
    expect(findUs).toEqual({ linkText: 'Find a restaurant', linkUrl: '/find-us' });
    expect(menus?.links?.[0]).toEqual({ linkText: 'Our menu', linkUrl: '/our-menu' });
    const giftCards = page.props.shell.settings.mastheadItems.at(-1);
    expect(giftCards).toEqual({
      linkText: 'Gift cards',
      linkUrl: '/gift-cards',
      openInNewTab: true,
    });
  });

  it("a restaurant's hero tiles as entries (they are sent rendered), old slugs and e-mail", async () => {
    const params = { city: 'london', slug: 'soho' };
    const page = await getRestaurantPageProps({ params }, content);
    if (!('props' in page)) throw new Error('No Soho restaurant');
    expect(page.props.restaurant.title).toBe('London Soho');
    expect(page.props.tiles).toHaveLength(1);
    for (const key of ['heroTiles', 'legacySlugs', 'email', 'bookingProviderUrl']) {
      expect(page.props.restaurant).not.toHaveProperty(key);
    }
  });
});
