import { requirementsHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/requirements/{storeId} (spec 1 §7). */
export default apiHandler({ GET: requirementsHandler });
