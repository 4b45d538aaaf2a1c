import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { apiHandler, mintAccessToken } from '@/lib/http';
import { cardSubmitErrorMessage } from '../messages';
import { oneTimeTestNonce, testNonces } from '../test-nonces';
import { createBraintreeGateway } from './braintree-gateway';
import { clientTokenHandler, submitCardHandler, type CardApiDeps } from './card-api';
import { paymentCustomers } from './payment-customers.table';
import { createTestGateway } from './test-gateway';
import { startFakeBraintreeApi, type FakeBraintreeApi } from './testing/fake-braintree-api';
import { isVaultedCustomer } from './vault-card';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';

// The configuration is parsed once, on first use: set what the session check reads first.
process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'a-test-token-secret-of-32-chars!';
process.env.BRAND = 'tavola';
process.env.RATE_LIMITS = generousRateLimits;

const session = async (sessionId = 'session-0123456789') => ({
  authorization: `Bearer ${await mintAccessToken({ secret: Buffer.from(process.env.TOKEN_SECRET!), brandKey: 'tavola', sessionId })}`,
  brandkey: 'tavola',
  sessionid: sessionId,
});
const diner = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' };
const declinedPayload = { code: 402, title: 'Payment Required', message: cardSubmitErrorMessage };

// These are the route files' handlers (src/pages/api/v1/braintree) with this file's dependencies.
const tokenRoute = (deps: CardApiDeps) =>
  apiHandler({ GET: clientTokenHandler(() => deps.gateway) });
const submitRoute = (deps: CardApiDeps) => apiHandler({ POST: submitCardHandler(() => deps) });

describe(`the card API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  let deps: CardApiDeps;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(paymentCustomers);
    deps = { db: handle.db, gateway: createTestGateway() };
  });

  const submit = async (body: unknown, headers?: Record<string, string>, d = deps) => {
    headers ??= await session();
    let answer: { status: number; body: unknown; headers: Headers } | undefined;
    await testApiHandler({
      pagesHandler: submitRoute(d),
      test: async ({ fetch }) => {
        const res = await fetch({
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        answer = { status: res.status, body: await res.json(), headers: res.headers };
      },
    });
    return answer!;
  };
  const storedCustomers = () => handle.db.select().from(paymentCustomers);

  describe('GET /api/v1/braintree/token', () => {
    it('answers the client token as a JSON string, never cached', async () => {
      await testApiHandler({
        pagesHandler: tokenRoute(deps),
        test: async ({ fetch }) => {
          const res = await fetch();
          expect(res.status).toBe(200);
          expect(res.headers.get('cache-control')).toBe('no-store');
          const token: unknown = await res.json();
          expect(typeof token).toBe('string');
          expect(JSON.parse(Buffer.from(token as string, 'base64').toString())).toMatchObject({
            version: 2,
          });
        },
      });
    });

    it('answers only GET', async () => {
      await testApiHandler({
        pagesHandler: tokenRoute(deps),
        test: async ({ fetch }) => {
          const res = await fetch({ method: 'POST' });
          expect(res.status).toBe(405);
          expect(res.headers.get('allow')).toBe('GET, HEAD');
        },
      });
    });
  });

  describe('POST /api/v1/braintree/submit', () => {
    it('vaults the card and answers the customer id as a JSON string', async () => {
      const res = await submit({ ...diner, Nonce: testNonces.visa });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toMatch(/^test_[0-9a-f]{16}$/);
      expect(await storedCustomers()).toEqual([
        {
          customerId: res.body,
          gateway: 'test',
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          cardType: 'Visa',
          cardLast4: '1881',
          sessionId: 'session-0123456789',
          // Guaranteeing no booking yet: the first booking that names it binds it.
          bookingReference: null,
          createdAt: expect.any(Date),
        },
      ]);
      expect(await isVaultedCustomer(handle.db, res.body as string)).toBe(true);
      expect(await isVaultedCustomer(handle.db, 'test_ffffffffffffffff')).toBe(false);
    });

    it.each([
      testNonces.processorDeclinedVisa,
      testNonces.processorDeclinedMastercard,
      testNonces.luhnInvalid,
      testNonces.consumed,
      'tokencc_not_a_test_nonce',
    ])('answers 402 with the card error for %s and stores nothing', async (nonce) => {
      const res = await submit({ ...diner, Nonce: nonce });
      expect(res.status).toBe(402);
      expect(res.body).toEqual(declinedPayload);
      expect(await storedCustomers()).toEqual([]);
    });

    it('refuses a nonce the second time', async () => {
      const nonce = oneTimeTestNonce(testNonces.mastercard);
      expect((await submit({ ...diner, Nonce: nonce })).status).toBe(200);
      const again = await submit({ ...diner, Nonce: nonce });
      expect(again).toMatchObject({ status: 402, body: declinedPayload });
      expect(await storedCustomers()).toHaveLength(1);
    });

    it('answers 401 without a booking session, before the card reaches the gateway', async () => {
      const res = await submit({ ...diner, Nonce: testNonces.visa }, {});
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 401, title: 'Unauthorized' });
      expect(await storedCustomers()).toEqual([]);
      // The nonce was not spent.
      expect((await submit({ ...diner, Nonce: testNonces.visa })).status).toBe(200);
    });

    it('answers 400 naming what is wrong with the payload', async () => {
      const res = await submit({ Nonce: testNonces.visa, FirstName: 'Ada', Email: 'nope' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 400,
        issues: [
          { field: 'LastName', message: expect.any(String) },
          { field: 'Email', message: 'Please enter a valid email address, like name@example.com.' },
        ],
      });
      expect(await storedCustomers()).toEqual([]);
    });

    it("adds a new card to the diner's own customer", async () => {
      const first = await submit({ ...diner, Nonce: testNonces.visa });
      const again = await submit({
        ...diner,
        Email: 'ADA@example.com',
        Nonce: testNonces.mastercard,
        CustomerId: first.body,
      });
      expect(again).toMatchObject({ status: 200, body: first.body });
      expect(await storedCustomers()).toEqual([
        expect.objectContaining({
          customerId: first.body,
          email: 'ADA@example.com',
          cardType: 'MasterCard',
          cardLast4: '4444',
        }),
      ]);
    });

    it("makes a new customer rather than add a card to someone else's", async () => {
      const other = await submit({ ...diner, Email: 'grace@example.com', Nonce: testNonces.visa });
      const mine = await submit({ ...diner, Nonce: testNonces.amex, CustomerId: other.body });
      const unknown = await submit({ ...diner, Nonce: testNonces.discover, CustomerId: 'test_1' });
      expect(mine.status).toBe(200);
      expect(mine.body).not.toBe(other.body);
      expect(unknown.body).not.toBe('test_1');
      const rows = await storedCustomers();
      expect(rows).toHaveLength(3);
      expect(rows.find((row) => row.customerId === other.body)).toMatchObject({
        email: 'grace@example.com',
        cardLast4: '1881',
      });
    });

    it('treats an empty CustomerId as none', async () => {
      const res = await submit({ ...diner, Nonce: testNonces.valid, CustomerId: '' });
      expect(res.status).toBe(200);
      expect(res.body).toMatch(/^test_/);
    });
  });

  describe('with the Braintree gateway (the SDK against a fake Braintree API)', () => {
    let api: FakeBraintreeApi;
    let braintreeDeps: CardApiDeps;

    beforeEach(async () => {
      api = await startFakeBraintreeApi();
      braintreeDeps = { db: handle.db, gateway: createBraintreeGateway(api) };
    });
    afterEach(() => api.close());

    it('answers the client token Braintree issued', async () => {
      await testApiHandler({
        pagesHandler: tokenRoute(braintreeDeps),
        test: async ({ fetch }) => {
          const token = (await (await fetch()).json()) as string;
          expect(JSON.parse(Buffer.from(token, 'base64').toString())).toMatchObject({
            merchantId: 'fake-merchant',
          });
        },
      });
    });

    it('vaults the card with Braintree and records its customer', async () => {
      const res = await submit(
        { ...diner, Nonce: testNonces.visa },
        await session(),
        braintreeDeps,
      );
      expect(res).toMatchObject({ status: 200, body: '100000000' });
      const [row] = await handle.db
        .select()
        .from(paymentCustomers)
        .where(eq(paymentCustomers.customerId, '100000000'));
      expect(row).toMatchObject({ gateway: 'braintree', cardType: 'Visa', cardLast4: '1881' });
    });

    it('answers 402 when the processor declines the verification', async () => {
      const nonce = testNonces.processorDeclinedVisa;
      const res = await submit({ ...diner, Nonce: nonce }, await session(), braintreeDeps);
      expect(res).toMatchObject({ status: 402, body: declinedPayload });
      expect(await storedCustomers()).toEqual([]);
    });

    it('does not hand a test customer to Braintree', async () => {
      const test = await submit({ ...diner, Nonce: testNonces.visa });
      const res = await submit(
        { ...diner, Nonce: testNonces.mastercard, CustomerId: test.body },
        await session(),
        braintreeDeps,
      );
      expect(res).toMatchObject({ status: 200, body: '100000000' });
      expect(api.requests.at(-1)?.path).toBe('/merchants/fake-merchant/customers');
    });
  });
});
