import { eventHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/events/{storeId} -> { bookingReference } (spec 1 §7). */
export default apiHandler({ POST: eventHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
