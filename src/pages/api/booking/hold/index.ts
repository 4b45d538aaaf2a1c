import { releaseHoldHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** DELETE /api/booking/hold -> { heldUntil: null }: lets go of the session's table. */
export default apiHandler({ DELETE: releaseHoldHandler });

export const config = { api: { bodyParser: false } };
