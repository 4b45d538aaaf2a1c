import { cancelHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/manage/{token}/cancel -> { booking }: cancelled, its seats freed at once. */
export default apiHandler({ POST: cancelHandler });

export const config = { api: { bodyParser: false } };
