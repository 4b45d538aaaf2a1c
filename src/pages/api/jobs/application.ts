import { applicationRouteOptions, jobApplicationHandler } from '@/features/jobs/server';
import { apiHandler } from '@/lib/http';

/**
 * POST /api/jobs/application: a job application with its CV (spec 2 §7), as multipart/form-data
 * (the site's form: the CV read and checked as it arrives) or as JSON with the CV in base64 (an
 * API client). See `applicationRouteOptions` for what refuses it before its body is read.
 */
export default apiHandler({ POST: jobApplicationHandler }, applicationRouteOptions);

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
