import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toErrorResponse } from '@/lib/http';
import { bookingErrorMessage } from '../../booking-errors';
import { createPartnerBookingProvider } from './create-partner-booking-provider';
import { startFakePartner, type FakePartner } from './testing/fake-partner';
import type { PartnerBookingProviderOptions } from './partner-booking-provider';
import { partnerAnswers, partnerCredentials } from './testing/partner-fixtures';

const restrictions = 'GET /restaurants/leeds-trinity/restrictions';
const query = { date: '2026-03-05' };
const noChoice = { occasionId: undefined, areaId: undefined, adults: 2, children: 0 };

let partner: FakePartner;
let clock: number;
const logger = { warn: jest.fn() };

beforeEach(async () => {
  partner = await startFakePartner({ ...partnerCredentials, answers: partnerAnswers });
  clock = Date.UTC(2026, 2, 5, 12);
  logger.warn.mockClear();
});
afterEach(() => partner.close());

function providerFor(options: Partial<PartnerBookingProviderOptions> = {}) {
  return createPartnerBookingProvider({
    ...partnerCredentials,
    baseUrl: partner.baseUrl,
    sessionId: 'session-0001',
    now: () => clock,
    logger,
    ...options,
  });
}

/** What the site answers the browser for a failed call: status and error payload. */
async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const { status, payload } = toErrorResponse(error);
    return { status, ...payload, shown: bookingErrorMessage(payload) };
  }
  throw new Error('expected the call to fail');
}

describe('the partner access token', () => {
  it('is fetched with the client credentials (HTTP Basic) and reused while valid', async () => {
    const provider = providerFor();
    await provider.occasions('leeds-trinity', query);
    await provider.occasions('leeds-trinity', query);
    const [tokenRequest] = partner.tokenRequests();
    expect(partner.tokenRequests()).toHaveLength(1);
    expect(tokenRequest!.headers.authorization).toBe(
      `Basic ${Buffer.from('tavola-web:s3cret%3Awith%2Fodd%26chars').toString('base64')}`,
    );
    expect(tokenRequest!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest!.rawBody).toBe('grant_type=client_credentials');
    expect(partner.calls().map((call) => call.headers.authorization)).toEqual([
      'Bearer partner-token-1',
      'Bearer partner-token-1',
    ]);
  });

  it('is fetched once for calls made at the same moment', async () => {
    const provider = providerFor();
    await Promise.all(Array.from({ length: 5 }, () => provider.occasions('leeds-trinity', query)));
    expect(partner.tokenRequests()).toHaveLength(1);
    expect(partner.calls()).toHaveLength(5);
  });

  it('is renewed a minute before it expires', async () => {
    const provider = providerFor();
    await provider.occasions('leeds-trinity', query);
    clock += 59 * 60_000 - 1; // expires_in is 3600 s
    await provider.occasions('leeds-trinity', query);
    expect(partner.tokenRequests()).toHaveLength(1);
    clock += 1;
    await provider.occasions('leeds-trinity', query);
    expect(partner.tokenRequests()).toHaveLength(2);
    expect(partner.calls().at(-1)!.headers.authorization).toBe('Bearer partner-token-2');
  });

  it('on a 401 is refreshed once and the call retried once', async () => {
    const provider = providerFor();
    await provider.occasions('leeds-trinity', query);
    partner.revokeTokens();

    const occasions = await provider.occasions('leeds-trinity', query);
    expect(occasions).toHaveLength(1);
    expect(partner.tokenRequests()).toHaveLength(2);
    expect(partner.calls().map((call) => call.headers.authorization)).toEqual([
      'Bearer partner-token-1',
      'Bearer partner-token-1', // refused
      'Bearer partner-token-2', // the retry
    ]);
  });

  it('is refreshed once for calls refused at the same moment', async () => {
    const provider = providerFor();
    await provider.occasions('leeds-trinity', query);
    partner.revokeTokens();
    await Promise.all(Array.from({ length: 4 }, () => provider.occasions('leeds-trinity', query)));
    expect(partner.tokenRequests()).toHaveLength(2);
    expect(partner.calls()).toHaveLength(1 + 4 + 4);
  });

  it('refused twice is an error, after exactly one refresh and one retry', async () => {
    const provider = providerFor();
    const unauthorized = { status: 401, body: { code: 401, title: 'Unauthorized', message: 'x' } };
    partner.script(restrictions, unauthorized, unauthorized);
    expect(await failureOf(provider.occasions('leeds-trinity', query))).toMatchObject({
      status: 503,
      code: 2,
      title: 'BOOKING_INVALID_CONFIG',
      shown:
        'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
    });
    expect(partner.tokenRequests()).toHaveLength(2);
    expect(partner.calls()).toHaveLength(2);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'getRestrictions', status: 401 }),
      'the partner refused a fresh token',
    );
  });

  it('refused by the token endpoint (wrong credentials) is BOOKING_INVALID_CONFIG', async () => {
    const provider = providerFor({ clientSecret: 'wrong' });
    expect(await failureOf(provider.occasions('leeds-trinity', query))).toMatchObject({
      code: 2,
    });
    expect(partner.calls()).toHaveLength(0);
  });

  it('not issued because the token endpoint fails is BOOKING_WENT_WRONG', async () => {
    partner.script('POST /oauth/token', { status: 200, body: { access_token: '' } });
    expect(await failureOf(providerFor().occasions('leeds-trinity', query))).toMatchObject({
      status: 502,
      code: 9,
    });
  });
});

describe('partner failures, as the browser receives them', () => {
  it.each([
    [
      4,
      'NO_FREE_SLOT',
      409,
      'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
    ],
    [6, 'REJECT', 400, 'We are closed for a private party that evening.'],
    [19, 'CUSTOM', 400, 'We are closed for a private party that evening.'],
    [8, 'MENU', 422, 'This menu is not available.'],
    [10, 'DISABLED', 503, 'Unfortunately we are currently unable to accept bookings at this time'],
    [
      13,
      'JOBS',
      502,
      'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
    ],
    [
      42,
      'UNKNOWN',
      502,
      'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
    ],
  ])(
    'partner code %i keeps its code and shows the catalogue message (own text for 6, 19)',
    async (code, title, status, shown) => {
      partner.script(restrictions, {
        status: code === 10 ? 503 : 409,
        body: { code, title, message: 'We are closed for a private party that evening.' },
      });
      expect(await failureOf(providerFor().occasions('leeds-trinity', query))).toMatchObject({
        status,
        code: [13, 42].includes(code) ? 9 : code,
        message: shown,
        shown,
      });
    },
  );

  it('a refusal with code 6 and no text shows the unknown-error message', async () => {
    partner.script(restrictions, { status: 409, body: { code: 6, title: 'REJECT' } });
    expect(await failureOf(providerFor().occasions('leeds-trinity', query))).toMatchObject({
      code: 6,
      shown: "Sorry, something's not working, please contact the restaurant directly.",
    });
  });

  it.each([
    ['a 500 without a payload', { status: 500 }],
    ['an HTML 502 page', { status: 502, raw: '<html>Bad gateway</html>' }],
    ['a 404 without a payload', { status: 404, body: { error: 'not found' } }],
    ['malformed JSON', { status: 200, raw: '{"occasions": [' }],
    ['a body that is not the answer', { status: 200, body: { occasions: [{ id: 7 }] } }],
    ['an empty body', { status: 200 }],
  ])('%s is BOOKING_WENT_WRONG (9)', async (_case, answer) => {
    partner.script(restrictions, answer);
    expect(await failureOf(providerFor().occasions('leeds-trinity', query))).toEqual({
      status: 502,
      code: 9,
      title: 'BOOKING_WENT_WRONG',
      message:
        'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
      shown:
        'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('a slot off the 15-minute grid (which the browser could not book) is BOOKING_WENT_WRONG', async () => {
    partner.script('GET /restaurants/leeds-trinity/timeslots', {
      body: { dates: [{ date: '2026-03-29', times: [{ time: '19:10' }] }] },
    });
    const slots = providerFor().slots('leeds-trinity', {
      ...noChoice,
      dates: ['2026-03-29'],
      menuIds: [],
    });
    expect(await failureOf(slots)).toMatchObject({ code: 9 });
  });

  it('a script URL as a menu image is BOOKING_WENT_WRONG', async () => {
    partner.script('GET /restaurants/leeds-trinity/menus', {
      body: { menus: [{ id: 1, name: 'M', image: { file: { url: 'javascript:alert(1)' } } }] },
    });
    const menus = providerFor().menus('leeds-trinity', { ...noChoice, dates: ['2026-03-29'] });
    expect(await failureOf(menus)).toMatchObject({ code: 9 });
  });

  it('a refusal with a catalogue code is not logged as a failure', async () => {
    partner.script(restrictions, { status: 409, body: { code: 18, title: 'NO_OCCASION' } });
    expect(await failureOf(providerFor().occasions('leeds-trinity', query))).toMatchObject({
      code: 18,
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  const timeoutAnswer = {
    status: 504,
    code: 0,
    title: 'Socket timeout',
    message: 'Sorry, something went wrong. Please try again.',
    shown: 'Sorry, something went wrong. Please try again.',
  };

  it.each([
    ['never answers', { hang: true }],
    ['stops in the middle of its answer', { stall: true }],
  ])('a partner that %s times out with the socket-timeout message', async (_case, answer) => {
    partner.script(restrictions, answer);
    const started = Date.now();
    expect(
      await failureOf(providerFor({ timeoutMs: 200 }).occasions('leeds-trinity', query)),
    ).toEqual(timeoutAnswer);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'getRestrictions' }),
      'partner call timed out after 200 ms',
    );
  });

  it('a token endpoint that never answers times out too', async () => {
    partner.script('POST /oauth/token', { hang: true });
    expect(
      await failureOf(providerFor({ timeoutMs: 200 }).occasions('leeds-trinity', query)),
    ).toEqual(timeoutAnswer);
  });

  it("the partner's own socket-timeout payload is answered the same way", async () => {
    partner.script(restrictions, {
      status: 504,
      body: { code: 0, title: 'SocketTimeoutException' },
    });
    expect(await failureOf(providerFor().occasions('leeds-trinity', query))).toEqual(timeoutAnswer);
  });

  it('a partner that cannot be reached is BOOKING_WENT_WRONG', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const provider = providerFor({ baseUrl: `http://127.0.0.1:${port}/partner` });
    expect(await failureOf(provider.occasions('leeds-trinity', query))).toMatchObject({
      status: 502,
      code: 9,
    });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'token' }),
      'partner call failed',
    );
  });

  it('a redirect is not followed (the bearer token stays with the partner)', async () => {
    const elsewhere = `${partner.baseUrl}/elsewhere`;
    partner.script(restrictions, { status: 302, headers: { Location: elsewhere }, raw: '' });
    expect(await failureOf(providerFor().occasions('leeds-trinity', query))).toMatchObject({
      code: 9,
    });
    expect(partner.calls().map((call) => call.path)).toEqual([
      '/restaurants/leeds-trinity/restrictions',
    ]);
  });
});
