import { changeHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/manage/{token}/change { diningDateTime, adultCovers, childCovers } -> { booking }. */
export default apiHandler({ POST: changeHandler });

export const config = { api: { bodyParser: false } };
