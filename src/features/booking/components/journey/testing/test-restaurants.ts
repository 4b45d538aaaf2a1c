import { searchRestaurantsAnswer, type JourneyRestaurant } from '@/features/locations';

/** Restaurants around Leeds (and one too far away) for the step tests. */
function restaurant(
  storeId: string,
  title: string,
  lat: number,
  lon: number,
  extra: Partial<JourneyRestaurant> = {},
): JourneyRestaurant {
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  return {
    storeId,
    title,
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

export const testRestaurants: JourneyRestaurant[] = [
  restaurant('york', 'York Stonegate', 53.96, -1.08),
  restaurant('london', 'London Covent Garden', 51.51, -0.12),
  restaurant('leeds-kirkstall', 'Leeds Kirkstall', 53.82, -1.6),
  restaurant('manchester', 'Manchester Deansgate', 53.48, -2.25),
  restaurant('leeds-trinity', 'Leeds Trinity', 53.797, -1.545),
  restaurant('sheffield', 'Sheffield Leopold', 53.38, -1.47),
];

/** Where the tests' geocoder puts 'Leeds'. */
export const leeds = { lat: 53.8, lon: -1.55 };

/** The address the journey fetches its restaurant list from. */
export const RESTAURANTS_ADDRESS = '/api/v1/content/search-restaurants/';

/**
 * A fetch (installed as the global one) that answers the restaurant list with each answer in turn:
 * a list, 502 (the content service failed) or an Error (the network failed). The occasions step 2
 * reads are answered with none (and not counted); any other request fails the test.
 */
const CALENDAR_ADDRESS = '/api/booking/calendar/';
const OCCASIONS_ADDRESS = '/api/booking/occasions/';

export function serveRestaurants(...answers: unknown[]): jest.Mock {
  const fetchMock = jest.fn(async (url: string) => {
    if (url !== RESTAURANTS_ADDRESS) throw new Error(`Unexpected request to ${url}`);
    const answer = await answers.shift();
    if (answer instanceof Error) throw answer;
    // jsdom has no Response: the fields the client reads.
    const status = answer === 502 ? 502 : 200;
    // A list goes out in the API's own fields (the spec's), as the server answers it.
    const body = searchRestaurantsAnswer(answer);
    return { ok: status === 200, status, json: () => Promise.resolve(body) };
  });
  // Step 2 reads the chosen restaurant's occasions (none in season here) and its availability
  // calendar (no day marked). Only the list's requests are counted.
  globalThis.fetch = (async (url: string) =>
    url.startsWith(OCCASIONS_ADDRESS)
      ? { ok: true, status: 200, text: () => Promise.resolve('{"occasions":[]}') }
      : url.startsWith(CALENDAR_ADDRESS)
        ? { ok: true, status: 200, text: () => Promise.resolve('{"days":[]}') }
        : fetchMock(url)) as unknown as typeof fetch;
  return fetchMock;
}
