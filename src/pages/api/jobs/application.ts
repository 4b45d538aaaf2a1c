import { applicationBodyLimitBytes, jobApplicationHandler } from '@/features/jobs/server';
import { apiHandler } from '@/lib/http';

/**
 * POST /api/jobs/application: a job application with its CV (spec 2 §7). A CV is megabytes, so
 * what can refuse it without reading it runs first: its declared length, the address's form limit
 * (the pipeline counts the attempt), and at most two uploads of one address under way at once.
 */
export default apiHandler(
  { POST: jobApplicationHandler },
  { bodyLimitBytes: applicationBodyLimitBytes, addressLimit: 'form', concurrentPerAddress: 2 },
);

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
