import { isHttpError } from '@/lib/http';
import { startFakePostcodesIo, type FakePostcodesIo } from './testing/fake-postcodes-io';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder';

let fake: FakePostcodesIo;
const logger = { warn: jest.fn() };
const geocoder = (timeoutMs?: number) =>
  createPostcodesIoGeocoder({ baseUrl: fake.baseUrl, logger, timeoutMs });

beforeAll(async () => {
  fake = await startFakePostcodesIo();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  logger.warn.mockClear();
});

/** The 502 a failure of the service becomes, or the value when there was none. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isHttpError(error)) return { status: error.status, payload: error.payload };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('the postcodes.io geocoder: search', () => {
  it('looks up a full postcode, in any case and spacing', async () => {
    expect(await geocoder().search('ls15ab')).toEqual({
      lat: 53.79544,
      lon: -1.54746,
      label: 'LS1 5AB',
      kind: 'postcode',
    });
    expect(fake.requests).toEqual([{ path: '/postcodes/LS1%205AB', query: {} }]);
    expect(await geocoder().search('EC1A 1BB')).toMatchObject({
      label: 'EC1A 1BB',
      lat: 51.520195,
    });
  });

  it('falls back to the district of a postcode it does not know, or that has no position', async () => {
    expect(await geocoder().search('LS1 4ZZ')).toEqual({
      lat: 53.7968,
      lon: -1.5466,
      label: 'LS1',
      kind: 'district',
    });
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/postcodes/LS1%204ZZ',
      '/outcodes/LS1',
    ]);
    expect(await geocoder().search('LS1 9ZZ')).toMatchObject({ label: 'LS1', kind: 'district' });
  });

  it('looks up a district (outcode)', async () => {
    expect(await geocoder().search('ec1a')).toEqual({
      lat: 51.5185,
      lon: -0.0999,
      label: 'EC1A',
      kind: 'district',
    });
    expect(await geocoder().search('LS99')).toBeNull();
  });

  it('places a postcode area at its town', async () => {
    expect(await geocoder().search('LS')).toEqual({
      lat: 53.79648,
      lon: -1.54785,
      label: 'LS',
      kind: 'area',
    });
    expect(fake.requests.at(-1)).toEqual({ path: '/places', query: { q: 'Leeds', limit: '10' } });
  });

  it('finds a place by name, the one named so before the service’s first match', async () => {
    expect(await geocoder().search('Leeds')).toEqual({
      lat: 53.79648,
      lon: -1.54785,
      label: 'Leeds',
      kind: 'place',
    });
    expect(await geocoder().search('leeds')).toMatchObject({ label: 'Leeds' });
    expect(await geocoder().search('Milton Keynes')).toMatchObject({ label: 'Milton Keynes' });
    expect(await geocoder().search('Newcastle upon Tyne')).toMatchObject({
      label: 'Newcastle upon Tyne',
    });
  });

  it('prefers a city to a town of the same name, and follows a nation after a comma', async () => {
    expect(await geocoder().search('Newport')).toMatchObject({ lat: 51.58774, kind: 'place' });
    expect(await geocoder().search('Newport, England')).toMatchObject({ lat: 50.70146 });
    expect(await geocoder().search('Casnewydd')).toMatchObject({ label: 'Newport', lat: 51.58774 });
    expect(fake.requests.at(-2)).toEqual({ path: '/places', query: { q: 'Newport', limit: '10' } });
  });

  it('finds nothing for a place the service does not know', async () => {
    expect(await geocoder().search('Xyzzyville')).toBeNull();
  });
});

describe('the postcodes.io geocoder: reverse', () => {
  it('gives the nearest postcode and its district', async () => {
    expect(await geocoder().reverse({ lat: 53.7957, lon: -1.5452 })).toEqual({
      postcode: 'LS1 5AB',
      place: 'Leeds',
    });
    expect(fake.requests).toEqual([
      { path: '/postcodes', query: { lon: '-1.5452', lat: '53.7957', limit: '1', radius: '1000' } },
    ]);
  });

  it('gives the nearest outcode when no postcode is near', async () => {
    expect(await geocoder().reverse({ lat: 58.3, lon: -4.8 })).toEqual({
      postcode: 'IV27',
      place: 'Highland',
    });
    expect(fake.requests.map((request) => request.path)).toEqual(['/postcodes', '/outcodes']);
    expect(fake.requests[1]?.query.radius).toBe('25000');
  });

  it('finds nothing far from any postcode', async () => {
    expect(await geocoder().reverse({ lat: 48.8566, lon: 2.3522 })).toBeNull();
  });
});

describe('the postcodes.io geocoder: failures', () => {
  const searchFailed = {
    status: 502,
    payload: {
      code: 502,
      title: 'Bad Gateway',
      message: 'Sorry, something went wrong. Please try again.',
    },
  };

  it.each([
    ['a server error', { status: 500, body: { status: 500, error: 'Server Error' } }],
    ['a rate limit', { status: 429, body: { status: 429, error: 'Too many requests' } }],
    ['a body that is not JSON', { status: 200, raw: '<html>maintenance</html>' }],
    ['an answer in another format', { status: 200, body: { status: 200, result: { lat: 1 } } }],
  ])('throws a 502 for %s, and logs it', async (_case, answer) => {
    fake.script(answer);
    expect(await failure(geocoder().search('LS1 5AB'))).toEqual(searchFailed);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/postcodes/LS1%205AB' }),
      'postcodes.io call failed',
    );
  });

  it('throws a 502 when the service does not answer in time', async () => {
    fake.script({ hang: true });
    const started = Date.now();
    expect(await failure(geocoder(200).reverse({ lat: 53.8, lon: -1.55 }))).toEqual(searchFailed);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ timeoutMs: 200 }),
      'postcodes.io call failed',
    );
  });

  it('throws a 502 when the service cannot be reached', async () => {
    const unreachable = createPostcodesIoGeocoder({ baseUrl: 'http://127.0.0.1:9', logger });
    expect(await failure(unreachable.search('Leeds'))).toEqual(searchFailed);
  });
});
