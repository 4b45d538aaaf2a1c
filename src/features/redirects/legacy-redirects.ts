/**
 * The old site's URLs (spec 1 §2 "Legacy redirects"), every one a permanent (301) redirect. Paths
 * are matched case-insensitively, with or without a trailing slash; the query is kept.
 *
 * A target is a path of this site or an external address from the brand's settings. Targets are
 * final: none of them is itself redirected (a test follows each one).
 */
export type LegacyTarget = string | { setting: 'giftCardUrl' | 'feedbackUrl' };

/** Where the booking modal opens (spec 1 §2: "book-a-table, book-now and booking all map to #booking"). */
const booking = '/#booking';
const lakesideBooking = '/restaurants/lakeside/book-now';
const giftCards = { setting: 'giftCardUrl' } as const;
const feedback = { setting: 'feedbackUrl' } as const;

/**
 * Exact old paths. `/book-now` itself stays a page of the route table (spec 1 §2), so only the
 * other booking words redirect.
 */
export const legacyPaths: Record<string, LegacyTarget> = {
  // Booking.
  '/book-a-table': booking,
  '/booking': booking,
  '/bookings': booking,
  '/book': booking,
  '/book-online': booking,
  '/reservations': booking,
  // Lakeside's old booking pages (spec 1 §2: "Some Lakeside book-now URLs go to
  // restaurants/lakeside#booking"). They land on restaurants/lakeside with the booking open for
  // Lakeside: its book-now page, whose modal has the city's one restaurant chosen. The #booking
  // hash alone opens the chain-wide 'Book a Table', where the diner had to find Lakeside again.
  '/lakeside': lakesideBooking,
  '/lakeside/book-now': lakesideBooking,
  '/lakeside/book-a-table': lakesideBooking,
  '/lakeside-book-now': lakesideBooking,
  '/book-now-lakeside': lakesideBooking,
  '/book-now/lakeside': lakesideBooking,
  '/restaurants/lakeside/book-a-table': lakesideBooking,
  // Menus and recipes (the PDFs are matched by name below).
  '/menus/kids': '/kids',
  '/kids-menu': '/kids',
  '/childrens-menu': '/kids',
  '/food-menu': '/menu',
  '/allergens': '/menu',
  '/allergen-menu': '/menu',
  '/nutrition': '/menu',
  '/recipes': '/',
  // Offers and campaigns.
  '/deals': '/offers',
  '/latest-offers': '/offers',
  '/special-offers': '/offers',
  '/promotions': '/offers',
  '/vouchers': '/offers',
  '/voucher-codes': '/offers',
  '/offers/2-for-1': '/offers',
  '/offers/lunch': '/offers',
  '/kids-eat-free': '/kids',
  '/kids-eat-for-1': '/kids',
  '/family': '/kids',
  '/half-term': '/kids',
  '/student': '/students',
  '/student-discount': '/students',
  '/student-offer': '/students',
  '/unidays': '/students',
  '/totum': '/students',
  '/order-online': '/delivery',
  '/takeaway': '/delivery',
  '/deliveroo': '/delivery',
  '/just-eat': '/delivery',
  '/uber-eats': '/delivery',
  '/click-and-collect': '/delivery',
  // Gift cards and feedback live on other sites, named in the brand's settings.
  '/gift-cards': giftCards,
  '/gift-card': giftCards,
  '/giftcards': giftCards,
  '/giftcard': giftCards,
  '/gift-vouchers': giftCards,
  '/gift-voucher': giftCards,
  '/e-gift-cards': giftCards,
  '/feedback': feedback,
  '/customer-feedback': feedback,
  '/have-your-say': feedback,
  '/tell-us': feedback,
  '/survey': feedback,
};

/** Old path prefixes: anything below them goes to one page. */
export const legacyPrefixes: [prefix: string, target: LegacyTarget][] = [
  ['/recipes/', '/'],
  ['/campaign/', '/offers'],
  ['/campaigns/', '/offers'],
  ['/gift-cards/', giftCards],
];

/**
 * An old PDF (a menu, an allergen guide, a recipe card) by its name: children's menus to the kids
 * page, the other menus to the menu, anything else (recipes) home.
 */
export function legacyPdfTarget(key: string): LegacyPdfTarget | null {
  if (!key.endsWith('.pdf')) return null;
  const name = key.slice(key.lastIndexOf('/') + 1);
  if (/kid|child/.test(name)) return '/kids';
  if (/menu|allergen|nutrition|drink/.test(name)) return '/menu';
  return '/';
}

/** Where old PDFs go (spec 1 §2: "Old PDF menus and recipe files map to menu, kids or home"). */
export const legacyPdfTargets = ['/kids', '/menu', '/'] as const;
export type LegacyPdfTarget = (typeof legacyPdfTargets)[number];

/** The old restaurant pages: /italian-restaurant/{city}/{venue}[/{sub-path}]. */
export const legacyRestaurantPrefix = '/italian-restaurant';

/**
 * What each old restaurant sub-path becomes (spec 1 §2: "The book-now and menu sub-paths are kept;
 * about is dropped"). The old /book-a-table was the book-now page by another name. Only menu
 * carries on below itself: /menu/{name}, one of the restaurant's menus (`legacyMenuSlug`).
 */
export const legacyRestaurantSubPaths: Record<string, string> = {
  'book-now': '/book-now',
  'book-a-table': '/book-now',
  menu: '/menu',
  about: '',
};

/**
 * Today's slug of an old menu name among a restaurant's menus: the same slug, or the slug with
 * '-menu' after it (the old /menu/lunch is today's lunch-menu). An unknown name is kept as it was,
 * so the menu page says 'Menu not found.' rather than the diner landing on another menu.
 */
export function legacyMenuSlug(name: string, menuSlugs: readonly string[]): string {
  const slugs = menuSlugs.map((slug) => slug.toLowerCase());
  return (
    slugs.find((slug) => slug === name) ?? slugs.find((slug) => slug === `${name}-menu`) ?? name
  );
}
