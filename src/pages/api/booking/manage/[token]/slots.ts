import { changeSlotsHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/manage/{token}/slots?date&adults&children -> { times }: where it can move. */
export default apiHandler({ GET: changeSlotsHandler });

export const config = { api: { bodyParser: false } };
