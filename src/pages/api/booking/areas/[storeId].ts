import { areasHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/areas/{storeId} (spec 1 §7). */
export default apiHandler({ GET: areasHandler });
