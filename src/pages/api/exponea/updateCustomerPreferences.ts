import { updatePreferencesHandler } from '@/features/customers/server';
import { apiHandler } from '@/lib/http';

/** POST /api/exponea/updateCustomerPreferences: answers message 'Success' (spec 2 §7). */
export default apiHandler({ POST: updatePreferencesHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
