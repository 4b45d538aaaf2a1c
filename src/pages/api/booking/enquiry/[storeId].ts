import { enquiryHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/enquiry/{storeId} -> { bookingReference } (spec 1 §7). */
export default apiHandler({ POST: enquiryHandler });
