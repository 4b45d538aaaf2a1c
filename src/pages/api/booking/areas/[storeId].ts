import { areasHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/areas/{storeId} (spec 1 §7). */
export default apiHandler({ GET: areasHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
