import { sendContactHandler } from '@/features/contact/server';
import { apiHandler } from '@/lib/http';

/** POST /api/contact/sendemail: a contact enquiry; answers `{ statusCode: 200 }` (spec 2 §7). */
export default apiHandler({ POST: sendContactHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
