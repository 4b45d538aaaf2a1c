import { occasionsHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/occasions/{storeId} (spec 1 §7). */
export default apiHandler({ GET: occasionsHandler });
