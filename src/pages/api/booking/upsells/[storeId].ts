import { upsellsHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/upsells/{storeId} (spec 1 §7). */
export default apiHandler({ GET: upsellsHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
