import { signUpHandler } from '@/features/customers/server';
import { apiHandler } from '@/lib/http';

/** POST /api/signup: a mailing-list sign-up (spec 2 §7). */
export default apiHandler({ POST: signUpHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
