import { upsellsHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/upsells/{storeId} (spec 1 §7). */
export default apiHandler({ GET: upsellsHandler });
