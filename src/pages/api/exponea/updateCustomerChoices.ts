import { updateChoicesHandler } from '@/features/customers/server';
import { apiHandler } from '@/lib/http';

/** POST /api/exponea/updateCustomerChoices: the options chosen on /choices (spec 2 §7). */
export default apiHandler({ POST: updateChoicesHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
