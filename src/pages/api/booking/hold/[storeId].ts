import { holdHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/hold/{storeId} -> { heldUntil }: holds the table the diner picked. */
export default apiHandler({ POST: holdHandler });

export const config = { api: { bodyParser: false } };
