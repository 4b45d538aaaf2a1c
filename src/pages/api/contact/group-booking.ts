import { sendGroupBookingHandler } from '@/features/contact/server';
import { apiHandler } from '@/lib/http';

/** POST /api/contact/group-booking: a group-booking enquiry; answers `{ statusCode: 200 }`. */
export default apiHandler({ POST: sendGroupBookingHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
