import { joinWaitlistHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/waitlist/{storeId} -> { status }: a diner waits for a table on a full evening. */
export default apiHandler({ POST: joinWaitlistHandler });

export const config = { api: { bodyParser: false } };
