import { confirmSmsHandler } from '@/features/customers/server';
import { apiHandler } from '@/lib/http';

/** POST /api/exponea/confirmSmsOptIn: the code texted to confirm a number for texts. */
export default apiHandler({ POST: confirmSmsHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
