import { socialMediaHandler } from '@/features/social/server';
import { apiHandler } from '@/lib/http';

/** GET /api/social/insta/media: the social feed, newest first (spec 2 §7). */
export default apiHandler({ GET: socialMediaHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
