import { slotsHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/slots/{storeId} (spec 1 §7). */
export default apiHandler({ GET: slotsHandler });
