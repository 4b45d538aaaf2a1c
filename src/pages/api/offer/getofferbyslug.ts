import { offerBySlugHandler } from '@/features/offers/server';
import { apiHandler } from '@/lib/http';

/** GET /api/offer/getofferbyslug?offerSlug=: the offer (spec 2 §7). */
export default apiHandler({ GET: offerBySlugHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
