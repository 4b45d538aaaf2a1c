import { leaveWaitlistHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/waitlist/leave/{token} -> { left }: off the waitlist, any held table let go. */
export default apiHandler({ POST: leaveWaitlistHandler });

export const config = { api: { bodyParser: false } };
