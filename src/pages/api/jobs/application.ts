import { applicationBodyLimitBytes, jobApplicationHandler } from '@/features/jobs/server';
import { apiHandler } from '@/lib/http';

/** POST /api/jobs/application: a job application with its CV (spec 2 §7). */
export default apiHandler(
  { POST: jobApplicationHandler },
  { bodyLimitBytes: applicationBodyLimitBytes },
);

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
