import {
  menuSchema,
  restaurantSchema,
  settingsSchema,
  type Menu,
  type Restaurant,
} from '@/lib/content';
import type { ContentSource } from '@/lib/content/server';
import { getMenuPageProps, type MenuPlace } from './menu-page.server';

const menu = (slug: string, name: string, description?: string): Menu =>
  menuSchema.parse({
    id: `menu-${slug}`,
    slug,
    name,
    description,
    image:
      slug === 'main-menu'
        ? { id: 'a', url: '/images/content/hero-pizza.svg', contentType: 'image/svg+xml' }
        : undefined,
    sections: [
      {
        id: `${slug}-s`,
        title: 'Mains',
        anchor: 'mains',
        items: [{ id: `${slug}-i`, name: 'Dish', dietaryTags: [{ name: 'Vegan', code: 'vegan' }] }],
      },
    ],
  });
// By name, as the content source gives them.
const menus = [
  menu('christmas-menu', 'Christmas menu'),
  menu('kids-menu', "Kids' menu"),
  menu('main-menu', 'Our menu', 'Pizza, pasta and more.'),
];
const restaurant = (slug: string, city: string, extra: object = {}): Restaurant =>
  restaurantSchema.parse({
    id: slug,
    storeId: slug,
    title: `${city} ${slug}`,
    slug,
    city,
    addressLine1: '1 High Street',
    postcode: 'AB1 2CD',
    addressLocation: { lat: 51.5, lon: -0.1 },
    hours: {},
    ...extra,
  });
const soho = restaurant('soho', 'London', {
  menus: [
    { id: 'menu-main-menu', slug: 'main-menu', name: 'Our menu' },
    { id: 'menu-kids-menu', slug: 'kids-menu', name: "Kids' menu" },
  ],
});
const hidden = restaurant('hidden', 'Leeds', { hideRestaurantDetailPage: true });

function source(overrides: Partial<ContentSource> = {}): ContentSource {
  return {
    getSettings: async () =>
      settingsSchema.parse({ siteId: 'tavola', siteName: 'Tavola', siteDescription: 'Italian.' }),
    getBanners: async () => [],
    getPopups: async () => [],
    getMenus: async () => menus,
    getRestaurants: async () => [soho, hidden, restaurant('bath', 'Bath')],
    getRestaurantBySlug: async (city: string, slug: string) =>
      [soho, hidden].find((r) => r.citySlug === city && r.slug === slug) ?? null,
    ...overrides,
  } as ContentSource;
}

async function load(place: MenuPlace, slug?: string, content = source()) {
  const result = await getMenuPageProps({ draftMode: false }, place, slug, content);
  if ('notFound' in result) throw new Error(`no page for ${JSON.stringify(place)} ${slug}`);
  return { props: result.props };
}

async function isNotFound(place: MenuPlace, slug?: string): Promise<boolean> {
  return 'notFound' in (await getMenuPageProps({ draftMode: false }, place, slug, source()));
}

describe('getMenuPageProps', () => {
  it('shows a menu by its slug, with the shell, the menus and the page head', async () => {
    const { props } = await load({ kind: 'site' }, 'kids-menu');
    expect(props.shell.settings.siteName).toBe('Tavola');
    expect(props.shell.bookingLink).toBe('/#booking');
    expect(props.page?.menu.name).toBe("Kids' menu");
    expect(props.page?.menus.map((m) => m.slug)).toEqual([
      'main-menu',
      'christmas-menu',
      'kids-menu',
    ]);
    expect(props.page).toMatchObject({
      description: 'Italian.', // no description of its own: the site's
      canonicalUrl: 'http://localhost:3000/menu/kids-menu',
    });
    expect(props.page?.place).toBeUndefined();
  });

  it('shows the main menu at /menu, with its description and picture', async () => {
    const { props } = await load({ kind: 'site' });
    expect(props.page).toMatchObject({
      description: 'Pizza, pasta and more.',
      canonicalUrl: 'http://localhost:3000/menu/main-menu',
      imageUrl: 'http://localhost:3000/images/content/hero-pizza.svg',
    });
  });

  it('is the 404 page for a menu that does not exist', async () => {
    expect(await isNotFound({ kind: 'site' }, 'brunch-menu')).toBe(true);
  });

  it("offers a restaurant's own menus, its first by default, with its booking link", async () => {
    const { props } = await load({ kind: 'restaurant', city: 'london', slug: 'soho' });
    expect(props.page?.menu.slug).toBe('main-menu');
    expect(props.page?.menus.map((m) => m.slug)).toEqual(['main-menu', 'kids-menu']);
    expect(props.page?.place).toEqual({ name: 'London soho', path: '/restaurants/london/soho' });
    expect(props.shell.bookingLink).toBe('/restaurants/london/soho/book-now');
  });

  it('is the 404 page for a menu the restaurant does not serve', async () => {
    expect(
      await isNotFound({ kind: 'restaurant', city: 'london', slug: 'soho' }, 'christmas-menu'),
    ).toBe(true);
  });

  it('is the 404 page for an unknown or hidden restaurant or city', async () => {
    for (const place of [
      { kind: 'restaurant', city: 'london', slug: 'nowhere' },
      { kind: 'restaurant', city: 'leeds', slug: 'hidden' },
      { kind: 'city', city: 'leeds' },
      { kind: 'city', city: 'atlantis' },
    ] as MenuPlace[]) {
      expect(await isNotFound(place, 'main-menu')).toBe(true);
    }
  });

  it("offers a city's menus: those its restaurants list, or the site's", async () => {
    const london = await load({ kind: 'city', city: 'london' }, 'kids-menu');
    expect(london.props.page?.place).toEqual({ name: 'London', path: '/restaurants/london' });
    expect(london.props.page?.menus.map((m) => m.slug)).toEqual(['main-menu', 'kids-menu']);
    const bath = await load({ kind: 'city', city: 'bath' }, 'christmas-menu');
    expect(bath.props.page?.menu.slug).toBe('christmas-menu');
  });

  it('matches the slug in any letter case', async () => {
    const { props } = await load({ kind: 'site' }, 'Kids-Menu');
    expect(props.page?.menu.slug).toBe('kids-menu');
  });

  it('is a 500 with the content service message when the content fails', async () => {
    const failing = source({ getMenus: () => Promise.reject(new Error('ECONNRESET')) });
    await expect(load({ kind: 'site' }, 'main-menu', failing)).rejects.toMatchObject({
      statusCode: 500,
      message: 'Something went wrong connecting to a content service, please try again.',
    });
  });
});
