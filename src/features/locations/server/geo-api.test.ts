import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
// The routes are the subject of this test; API routes cannot hold their tests (every file under
// src/pages is a route), so it lives beside the handlers the routes are built on.
/* eslint-disable import/no-restricted-paths */
import locationName from '@/pages/api/cdg/geo/locationname';
import regionMap from '@/pages/api/cdg/geo/regionmap';
import search from '@/pages/api/geo/search/[query]';
import reverse from '@/pages/api/geo/search/lat/[lat]/lng/[lng]';
/* eslint-enable import/no-restricted-paths */
import { callRoute } from './testing/call-route';

process.env.LOG_LEVEL = 'silent';
process.env.BRAND = 'tavola';
delete process.env.GEOCODER;

const notFound = { code: 404, title: 'Not Found', message: 'Sorry, we can’t find a result' };
const invalidQuery = {
  code: 400,
  title: 'Bad Request',
  message: 'Invalid search query, please search again.',
};
const leeds = { lat: 53.79648, lon: -1.54785 };
const london = { lat: 51.50853, lon: -0.12574 };

describe('GET /api/geo/search/{query} (embedded geocoder)', () => {
  it.each([
    ['Leeds', leeds, 'Leeds', 'place'],
    ['leeds', leeds, 'Leeds', 'place'],
    ['LS1 5AB', leeds, 'LS1 5AB', 'postcode'],
    ['ls15ab', leeds, 'LS1 5AB', 'postcode'],
    ['LS1', leeds, 'LS1', 'district'],
    ['EC1A 1BB', london, 'EC1A 1BB', 'postcode'],
    ['Milton Keynes', { lat: 52.04172, lon: -0.75583 }, 'Milton Keynes', 'place'],
    ['Newcastle upon Tyne', { lat: 54.97328, lon: -1.61396 }, 'Newcastle upon Tyne', 'place'],
    ['  Newport ', { lat: 51.58774, lon: -2.99835 }, 'Newport', 'place'],
  ])('finds %j', async (query, position, label, kind) => {
    const answer = await callRoute(search, { params: { query } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ position, label, kind });
    expect(answer.cacheControl).toBe('public, max-age=3600, s-maxage=86400');
  });

  it.each(['Xyzzyville', 'Atlantis Under The Sea', 'AA1 1AA'])(
    'answers 404 with the not-found message for %j',
    async (query) => {
      const answer = await callRoute(search, { params: { query } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
      expect(answer.cacheControl ?? '').not.toMatch(/public/);
    },
  );

  it.each([
    ['an empty query', ''],
    ['blanks', '   '],
    ['a caret', 'Leeds^'],
    ['a lone caret', '^'],
    ['a control character', 'Leeds\u0000'],
    ['a line break', 'Le\neds'],
    ['101 characters', 'a'.repeat(101)],
  ])('answers 400 for %s', async (_case, query) => {
    const answer = await callRoute(search, { params: { query } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidQuery);
  });

  it('takes a query of 100 characters', async () => {
    const answer = await callRoute(search, { params: { query: 'x'.repeat(100) } });
    expect(answer.status).toBe(404);
  });

  it('takes the query from the path, encoded as the browser sends it', async () => {
    await testApiHandler({
      pagesHandler: search,
      url: '/api/geo/search/Newcastle%20upon%20Tyne',
      params: { query: 'Newcastle upon Tyne' },
      test: async ({ fetch }) => {
        const response = await fetch();
        expect((await response.json()).label).toBe('Newcastle upon Tyne');
      },
    });
  });

  it('answers 405 to anything but GET', async () => {
    const answer = await callRoute(search, { params: { query: 'Leeds' }, method: 'POST' });
    expect(answer.status).toBe(405);
  });
});

describe('GET /api/geo/search/lat/{lat}/lng/{lng} (embedded geocoder)', () => {
  it('answers the postcode (area) and the place of a point', async () => {
    const answer = await callRoute(reverse, { params: { lat: '53.7957', lng: '-1.5452' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ postcode: 'LS', place: 'Leeds' });
  });

  it('reads coordinates as JavaScript writes them', async () => {
    const answer = await callRoute(reverse, { params: { lat: '51.5113', lng: '-1.2e-1' } });
    expect(answer.body).toEqual({ postcode: 'WC', place: 'London' });
  });

  it.each([
    ['lat', { lat: '91', lng: '-1.5' }, 'lat: Expected a latitude from -90 to 90 degrees'],
    ['lat', { lat: '-90.5', lng: '-1.5' }, 'lat: Expected a latitude from -90 to 90 degrees'],
    ['lng', { lat: '53.8', lng: '180.1' }, 'lng: Expected a longitude from -180 to 180 degrees'],
    ['lat', { lat: 'north', lng: '-1.5' }, 'lat: Expected a latitude from -90 to 90 degrees'],
    ['lng', { lat: '53.8', lng: '' }, 'lng: Expected a longitude from -180 to 180 degrees'],
    ['lat', { lat: 'NaN', lng: '-1.5' }, 'lat: Expected a latitude from -90 to 90 degrees'],
  ])('answers 400 naming %s for %j', async (_field, params, message) => {
    const answer = await callRoute(reverse, { params });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, title: 'Bad Request', message });
  });

  it('answers 404 for a point far from the UK', async () => {
    const answer = await callRoute(reverse, { params: { lat: '48.8566', lng: '2.3522' } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(notFound);
  });
});

describe('GET /cdg/geo/regionmap', () => {
  const region = (query: string) =>
    callRoute(regionMap, { url: `/api/cdg/geo/regionmap?${query}` });

  it('maps the restaurants of a city page, fitted to a 390 x 480 map', async () => {
    const answer = await region('brandKey=tavola&path=/restaurants/leeds');
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('public, s-maxage=300, stale-while-revalidate=300');
    expect(answer.body).toEqual({
      path: '/restaurants/leeds',
      name: 'Leeds',
      map: {
        centreLat: expect.closeTo(53.8076, 3),
        centreLng: expect.closeTo(-1.5585, 3),
        zoom: 12,
        markers: [
          { lat: 53.7955, lng: -1.5395, storeId: '1019', title: 'Leeds Call Lane' },
          { lat: 53.8195, lng: -1.5774, storeId: '1018', title: 'Leeds Headingley' },
          { lat: 53.7982, lng: -1.5405, storeId: '1020', title: 'Leeds Kirkgate Market' },
          { lat: 53.7957, lng: -1.5452, storeId: '1017', title: 'Leeds Trinity' },
        ],
      },
    });
  });

  it('maps the city of a restaurant page, and a city of one restaurant no closer than zoom 15', async () => {
    const restaurant = await region('brandKey=tavola&path=/restaurants/york/york');
    expect(restaurant.body.name).toBe('York');
    expect(restaurant.body.map).toMatchObject({ centreLat: 53.9612, centreLng: -1.0832, zoom: 15 });
    expect(restaurant.body.map.markers).toHaveLength(1);
  });

  it.each(['/find-us', '/', '/restaurants/atlantis'])(
    'maps every restaurant for %s',
    async (path) => {
      const answer = await region(`brandKey=tavola&path=${encodeURIComponent(path)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.name).toBe('United Kingdom');
      expect(answer.body.path).toBe(path);
      expect(answer.body.map.markers.length).toBeGreaterThan(70);
      expect(answer.body.map.zoom).toBe(4);
    },
  );

  it.each([
    ['no brandKey', 'path=/find-us', 'brandKey: Expected the brand key of this site'],
    ['another brand', 'brandKey=tavola-express&path=/find-us', 'brandKey: Unknown brand key'],
    [
      'no path',
      'brandKey=tavola',
      'path: Expected a path on this site, such as /restaurants/leeds',
    ],
    [
      'a URL for a path',
      'brandKey=tavola&path=https://example.com/',
      'path: Expected a path on this site, such as /restaurants/leeds',
    ],
  ])('answers 400 for %s', async (_case, query, message) => {
    const answer = await region(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, message });
  });
});

describe('GET /cdg/geo/locationname', () => {
  const locate = (query: string) =>
    callRoute(locationName, { url: `/api/cdg/geo/locationname?${query}` });

  it('names the best match of a place or a postcode, with its position', async () => {
    expect((await locate('brandKey=tavola&query=leeds')).body).toEqual({ name: 'Leeds', ...leeds });
    expect((await locate('brandKey=tavola&query=ec1a1bb')).body).toEqual({
      name: 'EC1A 1BB',
      ...london,
    });
    expect((await locate('brandKey=tavola&query=Milton%20Keynes')).body.name).toBe('Milton Keynes');
  });

  it('answers 404 for nothing found and 400 for a bad query or brand', async () => {
    expect(await locate('brandKey=tavola&query=Xyzzyville')).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect(await locate('brandKey=tavola&query=%5E')).toMatchObject({
      status: 400,
      body: invalidQuery,
    });
    expect(await locate('brandKey=tavola')).toMatchObject({ status: 400, body: invalidQuery });
    expect((await locate('brandKey=other&query=Leeds')).status).toBe(400);
  });
});
