import { voucherHandler } from '@/features/offers/server';
import { apiHandler } from '@/lib/http';

/** POST /api/offer/getcode: mails the voucher code of an e-mail address for an offer (spec 2 §7). */
export default apiHandler({ POST: voucherHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
