import { availabilityHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/availability (spec 1 §7). */
export default apiHandler({ POST: availabilityHandler });
