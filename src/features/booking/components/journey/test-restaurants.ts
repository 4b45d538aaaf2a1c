import type { RestaurantSummary } from '@/features/locations';

/** Restaurants around Leeds (and one too far away) for the step tests. */
function restaurant(
  storeId: string,
  title: string,
  lat: number,
  lon: number,
  extra: Partial<RestaurantSummary> = {},
): RestaurantSummary {
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  return {
    storeId,
    title,
    city: title.split(' ')[0]!,
    citySlug: slug.split('-')[0]!,
    slug,
    path: `/restaurants/${slug}`,
    lat,
    lon,
    address: `1 High Street, ${title}`,
    phoneNumber: '0113 496 0000',
    hideRestaurantDetailPage: false,
    enableBookings: true,
    ...extra,
  };
}

export const testRestaurants: RestaurantSummary[] = [
  restaurant('york', 'York Stonegate', 53.96, -1.08),
  restaurant('london', 'London Covent Garden', 51.51, -0.12),
  restaurant('leeds-kirkstall', 'Leeds Kirkstall', 53.82, -1.6),
  restaurant('manchester', 'Manchester Deansgate', 53.48, -2.25),
  restaurant('leeds-trinity', 'Leeds Trinity', 53.797, -1.545),
  restaurant('sheffield', 'Sheffield Leopold', 53.38, -1.47),
];

/** Where the tests' geocoder puts 'Leeds'. */
export const leeds = { lat: 53.8, lon: -1.55 };
