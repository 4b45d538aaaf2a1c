import { getJobHandler } from '@/features/jobs/server';
import { apiHandler } from '@/lib/http';

/** GET /api/jobs/{jobId}: one job, or 404 (spec 2 §7). */
export default apiHandler({ GET: getJobHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
