import { createHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/create/{storeId} -> { bookingReference } (spec 1 §7). */
export default apiHandler({ POST: createHandler });
