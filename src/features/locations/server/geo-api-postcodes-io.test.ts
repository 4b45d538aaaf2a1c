import 'next-test-api-route-handler'; // must be the first import
// The routes are the subject of this test; API routes cannot hold their tests (every file under
// src/pages is a route), so it lives beside the handlers the routes are built on.
/* eslint-disable import/no-restricted-paths */
import locationName from '@/pages/api/cdg/geo/locationname';
import search from '@/pages/api/geo/search/[query]';
import reverse from '@/pages/api/geo/search/lat/[lat]/lng/[lng]';
/* eslint-enable import/no-restricted-paths */
import {
  startFakePostcodesIo,
  type FakePostcodesIo,
} from './postcodes-io/testing/fake-postcodes-io';
import { callRoute } from './testing/call-route';

let fake: FakePostcodesIo;

beforeAll(async () => {
  fake = await startFakePostcodesIo();
  // Read on the first request, when the geocoder is made.
  process.env.GEOCODER = 'postcodes.io';
  process.env.POSTCODES_IO_URL = fake.baseUrl;
  process.env.LOG_LEVEL = 'silent';
  process.env.BRAND = 'tavola';
});
afterAll(() => fake.close());

const notFound = { code: 404, title: 'Not Found', message: 'Sorry, we can’t find a result' };

describe('GET /api/geo/search/{query} (postcodes.io)', () => {
  it.each([
    ['Leeds', { lat: 53.79648, lon: -1.54785 }, 'Leeds', 'place'],
    ['leeds', { lat: 53.79648, lon: -1.54785 }, 'Leeds', 'place'],
    ['LS1 5AB', { lat: 53.79544, lon: -1.54746 }, 'LS1 5AB', 'postcode'],
    ['LS1', { lat: 53.7968, lon: -1.5466 }, 'LS1', 'district'],
    ['EC1A 1BB', { lat: 51.520195, lon: -0.097864 }, 'EC1A 1BB', 'postcode'],
    ['Milton Keynes', { lat: 52.04172, lon: -0.75583 }, 'Milton Keynes', 'place'],
    ['Newcastle upon Tyne', { lat: 54.97328, lon: -1.61396 }, 'Newcastle upon Tyne', 'place'],
  ])('finds %j', async (query, position, label, kind) => {
    const answer = await callRoute(search, { params: { query } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ position, label, kind });
  });

  it('answers 404 for a place the service does not know, having asked it', async () => {
    fake.requests.length = 0;
    const answer = await callRoute(search, { params: { query: 'Xyzzyville' } });
    expect(answer).toMatchObject({ status: 404, body: notFound });
    expect(fake.requests).toEqual([{ path: '/places', query: { q: 'Xyzzyville', limit: '10' } }]);
  });

  it.each([
    ['an empty query', ''],
    ['a caret', 'LS1^'],
  ])('answers 400 for %s without asking the service', async (_case, query) => {
    fake.requests.length = 0;
    const answer = await callRoute(search, { params: { query } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid search query, please search again.');
    expect(fake.requests).toEqual([]);
  });

  it('answers 502 with the search failure message when the service fails', async () => {
    fake.script({ status: 503, body: { status: 503, error: 'Service Unavailable' } });
    const answer = await callRoute(search, { params: { query: 'Leeds' } });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      code: 502,
      title: 'Bad Gateway',
      message: 'Sorry, something went wrong. Please try again.',
    });
  });
});

describe('GET /api/geo/search/lat/{lat}/lng/{lng} (postcodes.io)', () => {
  it('answers the nearest postcode', async () => {
    const answer = await callRoute(reverse, { params: { lat: '53.7957', lng: '-1.5452' } });
    expect(answer).toMatchObject({ status: 200, body: { postcode: 'LS1 5AB', place: 'Leeds' } });
  });

  it('answers the nearest district when no postcode is near', async () => {
    const answer = await callRoute(reverse, { params: { lat: '58.3', lng: '-4.8' } });
    expect(answer.body).toEqual({ postcode: 'IV27', place: 'Highland' });
  });

  it('answers 404 where the service knows no postcode', async () => {
    const answer = await callRoute(reverse, { params: { lat: '48.8566', lng: '2.3522' } });
    expect(answer).toMatchObject({ status: 404, body: notFound });
  });
});

describe('GET /cdg/geo/locationname (postcodes.io)', () => {
  it('names the best match', async () => {
    const answer = await callRoute(locationName, {
      url: '/api/cdg/geo/locationname?brandKey=tavola&query=Newport',
    });
    expect(answer.body).toEqual({ name: 'Newport', lat: 51.58774, lon: -2.99835 });
  });
});
