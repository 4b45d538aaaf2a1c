import { listJobsHandler } from '@/features/jobs/server';
import { apiHandler } from '@/lib/http';

/** GET /api/jobs?siteId&lat&lng: `{ jobs }`, nearest first under 100 miles with a point (spec 2 §7). */
export default apiHandler({ GET: listJobsHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
