import { availabilityCalendarHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/calendar/{storeId}?month=YYYY-MM&adults&children (issue 35). */
export default apiHandler({ GET: availabilityCalendarHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
