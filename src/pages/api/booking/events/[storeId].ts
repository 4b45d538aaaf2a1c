import { eventHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/events/{storeId} -> { bookingReference } (spec 1 §7). */
export default apiHandler({ POST: eventHandler });
