import { referralHandler } from '@/features/customers/server';
import { apiHandler } from '@/lib/http';

/** POST /api/referral: mails a friend an invitation to sign up. */
export default apiHandler({ POST: referralHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
