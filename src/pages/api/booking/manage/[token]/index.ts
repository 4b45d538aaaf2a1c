import { viewHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/manage/{token} -> { booking }: a diner's own booking, by its e-mail's link. */
export default apiHandler({ GET: viewHandler });

export const config = { api: { bodyParser: false } };
