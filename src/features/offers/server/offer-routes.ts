import { and, eq, sql } from 'drizzle-orm';
import type { Offer } from '@/lib/content';
import { getContentSource, readContent } from '@/lib/content/server';
import type { Database } from '@/lib/db';
import { formRoute } from '@/lib/forms/server';
import { httpError, type MethodHandler } from '@/lib/http';
import { writeToOutbox } from '@/lib/mail';
import { voucherSchema } from '../voucher.schema';
import { newVoucherCode } from './voucher-code';
import { voucherEmail } from './voucher-email';
import { vouchers } from './vouchers.table';

/** An offer that is not in the content (spec 1 §4 code 7 OFFER_NOT_FOUND answers as any other). */
export const offerNotFound = 'This offer could not be found.';

const queryText = (value: unknown) => (typeof value === 'string' ? value : '');

/** GET /api/offer/getofferbyslug?offerSlug= (spec 2 §7): the offer, or 404. */
export const offerBySlugHandler: MethodHandler = async (req, res) => {
  const slug = queryText(req.query.offerSlug);
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw httpError(404, offerNotFound);
  const offer = await readContent(() => getContentSource().getOffer(slug));
  if (!offer) throw httpError(404, offerNotFound);
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=300');
  return offer;
};

/** GET /api/offer/rest/{id}: the offers of a restaurant (those for every restaurant, and its own). */
export const restaurantOffersHandler: MethodHandler = async (req, res) => {
  const storeId = queryText(req.query.id);
  const content = getContentSource();
  const restaurant = /^[\w-]{1,40}$/.test(storeId)
    ? await readContent(() => content.getRestaurant(storeId))
    : null;
  if (!restaurant) throw httpError(404, 'This restaurant could not be found.');
  const offers = await readContent(() => content.getOffers());
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=300');
  return offers.filter(
    (offer) => offer.storeIds.length === 0 || offer.storeIds.includes(restaurant.storeId),
  );
};

/**
 * The voucher of an e-mail address for an offer: the one issued before, or a new one. Under a
 * race the unique index lets one insert win and the other reads the winner's code, so an address
 * never holds two codes for one offer.
 */
export async function issueVoucher(tx: Database, offerSlug: string, email: string) {
  const mine = and(
    eq(vouchers.offerSlug, offerSlug),
    sql`lower(${vouchers.email}) = lower(${email})`,
  );
  const [existing] = await tx.select().from(vouchers).where(mine);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [created] = await tx
      .insert(vouchers)
      .values({ offerSlug, email, code: newVoucherCode() })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [winner] = await tx.select().from(vouchers).where(mine);
    if (winner) return winner;
    // Otherwise the code itself collided (one in 2^58): draw another.
  }
  throw new Error('No unique voucher code after 5 draws.');
}

/**
 * POST /api/offer/getcode (spec 2 §7): issues (or re-sends) the voucher code of the e-mail address
 * for the offer, stores it and mails it, through the form pipeline. The code is only ever mailed:
 * the answer does not carry it, so a code goes to the owner of the address.
 */
export const voucherHandler = formRoute({
  name: 'voucher',
  schema: voucherSchema,
  failureLog: 'Error generating a voucher code.',
  dinerOf: (request) => request.emailAddress,
  prepare: async (request): Promise<Offer> => {
    const offer = await getContentSource().getOffer(request.offerSlug);
    if (!offer) throw httpError(404, offerNotFound);
    return offer;
  },
  save: async (tx, request, offer) => {
    const voucher = await issueVoucher(tx, offer.slug, request.emailAddress);
    await writeToOutbox(tx, voucherEmail(offer, request.emailAddress, voucher.code));
  },
  answer: () => ({ statusCode: 200, message: 'Success' }),
});
