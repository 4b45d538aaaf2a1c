import { legacyPaths, legacyPdfTargets } from './legacy-redirects';

/**
 * The site's own fixed page paths, from the route table and the pages its redirects name (spec 1
 * §2). Redirects are case-insensitive, so a case variant of one of these (`/Book-Now`,
 * `/RESTAURANTS/index-old/`) is sent to the page with one 301 instead of a 404. Paths with an id
 * that may be case-sensitive (a booking's token, a customer's guid, a job) are left alone.
 */
export const fixedPagePaths: readonly string[] = [
  '/book-now',
  '/menu',
  '/our-menu',
  '/find-us',
  '/refer-a-friend',
  '/referral',
  '/signup-thanks',
  '/careers/job-search',
  '/restaurants',
  '/restaurants/book-now',
  '/restaurants/index-old',
  // The other pages the old site's redirects name (spec 1 §2).
  ...[
    'whats-on',
    'delivery',
    'group-bookings',
    'group-bookings/thanks',
    'drinks-menu',
    'kids',
    'contact',
    'offers',
    'offer/30-off-students',
    'students',
    'privacy-policy',
    'terms-and-conditions',
    'faqs',
    'parties',
    'christmas-party',
    'pizza-restaurant',
    'vegetarian',
    'our-policies',
    'about-us',
    'careers',
    'careers-benefits',
    'careers-values',
    'careers-wellbeing',
    'careers-community',
    'careers-apprenticeships',
    'sign-up',
    'app',
    'bluelights-dds-discount',
  ].map((page) => `/${page}`),
  // Where the legacy table sends diners.
  ...Object.values(legacyPaths).flatMap((target) =>
    typeof target === 'string' ? [target.split(/[?#]/, 1)[0]!] : [],
  ),
  ...legacyPdfTargets,
];

/** A restaurant as its pages are named: /restaurants/{citySlug}/{slug}, and its menus. */
export interface PagedRestaurant {
  citySlug: string;
  path: string;
  menus?: readonly { slug: string }[];
}

/** Every page of a restaurant and of its city: the restaurant's page, book-now, menus (spec 1 §2). */
export function restaurantPagePaths({ citySlug, path, menus = [] }: PagedRestaurant): string[] {
  const city = `/restaurants/${citySlug}`;
  const menuPaths = (base: string) => [
    `${base}/menu`,
    ...menus.map((menu) => `${base}/menu/${menu.slug}`),
  ];
  return [
    city,
    `${city}/book-now`,
    `${city}/index-old`,
    ...menuPaths(city),
    path,
    `${path}/book-now`,
    ...menuPaths(path),
    ...menus.flatMap((menu) => [`/menu/${menu.slug}`, `/our-menu/${menu.slug}`]),
  ];
}
