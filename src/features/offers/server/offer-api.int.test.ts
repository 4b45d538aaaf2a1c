import { eq } from 'drizzle-orm';
import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { callRoute as call } from '@/lib/http/testing/call-route';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { readOutbox } from '@/lib/mail';
import { offerBySlugHandler, restaurantOffersHandler, voucherHandler } from '../server';
import { vouchers } from './vouchers.table';

process.env.LOG_LEVEL = 'silent';
// Generous, but for the e-mail limit under test: 6 posts an hour per address.
process.env.RATE_LIMITS = `${generousRateLimits},form-email=6/1h`;
process.env.REDIS_PREFIX = `test-${process.pid}-${Date.now()}`;

const route = {
  offer: apiHandler({ GET: offerBySlugHandler }),
  restaurant: apiHandler({ GET: restaurantOffersHandler }),
  code: apiHandler({ POST: voucherHandler }),
};
const database = openTestDatabaseForFile();

const claim = (emailAddress: string, offerSlug = '30-off-students', acceptTerms: unknown = true) =>
  call(route.code, { method: 'POST', body: { offerSlug, emailAddress, acceptTerms } });
const codesOf = (email: string) =>
  database().db.select().from(vouchers).where(eq(vouchers.email, email));

describe(`offers and vouchers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('GET /api/offer/getofferbyslug: the offer, or 404 for any other slug', async () => {
    const { status, body } = await call(route.offer, { url: '/?offerSlug=30-off-students' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: '30-off-students',
      title: '30% off for students',
      validityText: 'Valid Sunday to Thursday until 30 June 2027',
      successButtonText: 'Find a restaurant',
    });
    for (const slug of ['no-such-offer', '', '../etc', 'A'.repeat(200)]) {
      const missing = await call(route.offer, { url: `/?offerSlug=${encodeURIComponent(slug)}` });
      expect(missing.status).toBe(404);
    }
  });

  it('GET /api/offer/rest/{id}: the offers for every restaurant, and its own', async () => {
    const everywhere = await call(route.restaurant, { params: { id: '1001' } });
    const headingley = await call(route.restaurant, { params: { id: '1018' } });
    const slugs = (offers: { slug: string }[]) => offers.map((offer) => offer.slug).sort();
    expect(slugs(everywhere.body)).not.toContain('midweek-pizza-and-pasta');
    expect(slugs(headingley.body)).toEqual(
      [...slugs(everywhere.body), 'midweek-pizza-and-pasta'].sort(),
    );
    expect((await call(route.restaurant, { params: { id: '99999' } })).status).toBe(404);
  });

  it('POST /api/offer/getcode: a code stored and mailed; asked again, the same code', async () => {
    const first = await claim('student@example.com');
    expect(first).toEqual({ status: 200, body: { statusCode: 200, message: 'Success' } });
    const [voucher] = await codesOf('student@example.com');
    expect(voucher!.code).toMatch(/^TAV(-[2346789ABCDEFGHJKMNPQRTUVWXYZ]{4}){3}$/);
    expect(JSON.stringify(first.body)).not.toContain(voucher!.code);
    await claim('STUDENT@example.com');
    expect(await codesOf('STUDENT@example.com')).toEqual([]);
    const mails = await readOutbox(database().db, 'student@example.com');
    expect(mails[0]!.subject).toBe('Your voucher code: 30% off for students');
    expect(mails[0]!.text).toContain(`Voucher code: ${voucher!.code}`);
    expect(mails[0]!.text).toContain('Valid: Valid Sunday to Thursday until 30 June 2027');
    const [again] = await readOutbox(database().db, 'STUDENT@example.com');
    expect(again!.text).toContain(`Voucher code: ${voucher!.code}`);
  });

  it('never two codes for one address and offer, even asked at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim('race@example.com')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await codesOf('race@example.com')).toHaveLength(1);
  });

  it('another offer is another code', async () => {
    await claim('both@example.com', '30-off-students');
    await claim('both@example.com', 'kids-eat-free');
    const codes = (await codesOf('both@example.com')).map((voucher) => voucher.code);
    expect(new Set(codes).size).toBe(2);
  });

  it.each([
    ['terms not accepted', 'terms@example.com', '30-off-students', false, 400],
    ['no e-mail address', '', '30-off-students', true, 400],
    ['an offer that does not exist', 'nooffer@example.com', 'free-lunch-forever', true, 404],
  ])('refuses %s, storing and mailing nothing', async (_case, email, slug, terms, status) => {
    expect((await claim(email, slug, terms)).status).toBe(status);
    expect(await codesOf(email)).toEqual([]);
    if (email) expect(await readOutbox(database().db, email)).toEqual([]);
  });

  it('past the e-mail limit: 429 with Retry-After, nothing more mailed', async () => {
    for (let i = 0; i < 6; i += 1) expect((await claim('greedy@example.com')).status).toBe(200);
    let retryAfter: string | null = null;
    const refused = await call(route.code, {
      method: 'POST',
      body: { offerSlug: '30-off-students', emailAddress: 'greedy@example.com', acceptTerms: true },
      onResponse: (response) => (retryAfter = response.headers.get('retry-after')),
    });
    expect(refused.status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await readOutbox(database().db, 'greedy@example.com')).toHaveLength(6);
  });
});
