import { customerPreferencesHandler } from '@/features/customers/server';
import { apiHandler } from '@/lib/http';

/** POST /api/exponea/getcustomerpreferences/{guid}: a customer's preferences (spec 2 §7). */
export default apiHandler({ POST: customerPreferencesHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
