import { restaurantOffersHandler } from '@/features/offers/server';
import { apiHandler } from '@/lib/http';

/** GET /api/offer/rest/{id}: the offers of a restaurant (spec 2 §7). */
export default apiHandler({ GET: restaurantOffersHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
