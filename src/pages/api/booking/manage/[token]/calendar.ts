import { calendarHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/manage/{token}/calendar -> the booking's .ics file as it now stands. */
export default apiHandler({ GET: calendarHandler });

export const config = { api: { bodyParser: false } };
