import { checkQuery, formatMiles, nearestRestaurants } from './location-search';
import type { RestaurantSummary } from '../restaurant-summary.schema';

const restaurant = (
  storeId: string,
  title: string,
  lat: number,
  lon: number,
): RestaurantSummary => ({
  storeId,
  title,
  city: title.split(' ')[0]!,
  citySlug: title.split(' ')[0]!.toLowerCase(),
  slug: storeId,
  path: `/restaurants/x/${storeId}`,
  lat,
  lon,
  address: '',
  hideRestaurantDetailPage: false,
  enableBookings: true,
});

const leeds = { lat: 53.79648, lon: -1.54785 };
const restaurants = [
  restaurant('1', 'York', 53.95763, -1.08271), // ~21.5 mi
  restaurant('2', 'Leeds Trinity', 53.7962, -1.5445), // ~0.1 mi
  restaurant('3', 'Harrogate', 53.99078, -1.5373), // ~13.4 mi
  restaurant('4', 'London Soho', 51.5136, -0.1365), // ~170 mi
  restaurant('5', 'Bradford', 53.79391, -1.75206), // ~8.4 mi
  restaurant('6', 'Manchester Deansgate', 53.4794, -2.2453), // ~36 mi
];

describe('nearestRestaurants', () => {
  it('gives at most 4, under 100 miles, nearest first', () => {
    const ranked = nearestRestaurants(leeds, restaurants);
    expect(ranked.map((r) => r.restaurant.storeId)).toEqual(['2', '5', '3', '1']);
    expect(ranked[0]!.miles).toBeLessThan(0.5);
  });

  it('leaves out everything 100 miles or more away', () => {
    const ranked = nearestRestaurants(leeds, restaurants, { limit: 10 });
    expect(ranked.map((r) => r.restaurant.storeId)).not.toContain('4');
    expect(ranked).toHaveLength(5);
  });

  it('finds nothing far from every restaurant', () => {
    expect(nearestRestaurants({ lat: 60.15, lon: -1.15 }, restaurants)).toEqual([]); // Lerwick
  });
});

describe('checkQuery', () => {
  it('searches only from 3 characters, and never a caret', () => {
    expect(checkQuery('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkQuery('Le')).toEqual({ ok: false, reason: 'short' });
    expect(checkQuery('Lee')).toEqual({ ok: true, query: 'Lee' });
    expect(checkQuery('Le^ds')).toEqual({ ok: false, reason: 'caret' });
  });
});

describe('formatMiles', () => {
  it('rounds to one decimal', () => {
    expect(formatMiles(0.04)).toBe('0 miles');
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(12.345)).toBe('12.3 miles');
  });
});
