import { jobLocationsHandler } from '@/features/jobs/server';
import { apiHandler } from '@/lib/http';

/** GET /api/jobs/locations?query&sessionKey: where a postcode or town is (spec 2 §7). */
export default apiHandler({ GET: jobLocationsHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
