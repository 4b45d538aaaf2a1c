import { updateOccasionDatesHandler } from '@/features/customers/server';
import { apiHandler } from '@/lib/http';

/** POST /api/exponea/updateOccasionDates: the diner's occasion dates (spec 2 §7). */
export default apiHandler({ POST: updateOccasionDatesHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
