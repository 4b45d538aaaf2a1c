import type { JourneyRestaurant } from '../restaurant-summary.schema';
import type { SearchRestaurant } from '../search-restaurant.schema';
import { fetchRestaurants, forgetRestaurants, loadedRestaurants } from './fetch-restaurants';

/** Leeds Trinity as the API answers it: the spec's restaurant fields. */
const trinityAnswer: SearchRestaurant = {
  storeId: 'leeds-trinity',
  title: 'Leeds Trinity',
  slug: 'trinity',
  city: 'Leeds',
  addressLine1: '27 Trinity Walk',
  addressCity: 'Leeds',
  postcode: 'LS1 6AP',
  addressLocation: { lat: 53.797, lon: -1.545 },
  hideRestaurantDetailPage: false,
  enableBookings: true,
  clickCollect: false,
  path: '/restaurants/leeds/trinity',
};

/** ...and as the journey reads it. */
const trinity: JourneyRestaurant = {
  storeId: 'leeds-trinity',
  title: 'Leeds Trinity',
  path: '/restaurants/leeds/trinity',
  lat: 53.797,
  lon: -1.545,
  address: '27 Trinity Walk, Leeds, LS1 6AP',
  hideRestaurantDetailPage: false,
  enableBookings: true,
};

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('fetchRestaurants (spec 1 §7: fetched, then cached after the first load)', () => {
  beforeEach(() => forgetRestaurants());

  it('asks the search-restaurants API once, however many callers want the list', async () => {
    const fetch = jest.fn(() => answer([trinityAnswer]));
    const [first, second] = await Promise.all([fetchRestaurants(fetch), fetchRestaurants(fetch)]);
    expect(first).toEqual([trinity]);
    expect(second).toBe(first);
    expect(await fetchRestaurants(fetch)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/v1/content/search-restaurants/', {
      headers: { Accept: 'application/json' },
    });
    expect(loadedRestaurants()).toBe(first);
  });

  it('does not keep a failure: the next call asks again', async () => {
    const fetch = jest
      .fn<Promise<Response>, []>()
      .mockImplementationOnce(() => answer({ code: 16 }, 502))
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementationOnce(() => answer([trinityAnswer]));
    await expect(fetchRestaurants(fetch)).rejects.toThrow('The restaurants answered 502');
    expect(loadedRestaurants()).toBeUndefined();
    await expect(fetchRestaurants(fetch)).rejects.toThrow('Failed to fetch');
    expect(await fetchRestaurants(fetch)).toEqual([trinity]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reads null (the spec: "returns restaurants or null") as no restaurants', async () => {
    expect(await fetchRestaurants(() => answer(null))).toEqual([]);
  });
});
