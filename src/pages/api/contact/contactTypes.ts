import { contactTypesHandler } from '@/features/contact/server';
import { apiHandler } from '@/lib/http';

/** GET /api/contact/contactTypes: the enquiry types of the contact form (spec 2 §7). */
export default apiHandler({ GET: contactTypesHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
