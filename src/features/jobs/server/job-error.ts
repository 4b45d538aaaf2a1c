import { HttpError, type ErrorPayload } from '@/lib/http';
import { jobErrors, type JobErrorCode } from '../job-errors';

/** The HTTP status each job code answers with. */
const statusOf: Record<JobErrorCode, number> = { 12: 502, 13: 502, 14: 409, 15: 400, 16: 502 };

/**
 * A job call refused with a catalogue code (spec 2 §8, `jobErrors`):
 * `{ code, title, message }` with the catalogue's name and message; code 15 also names each
 * invalid field in `issues`.
 */
export class JobError extends HttpError {
  override name = 'JobError';

  constructor(
    readonly code: JobErrorCode,
    options: { issues?: ErrorPayload['issues']; cause?: unknown } = {},
  ) {
    const entry = jobErrors[code];
    super(statusOf[code], {
      code,
      title: entry.name,
      message: entry.message,
      ...(options.issues ? { issues: options.issues } : {}),
    });
    if (options.cause !== undefined) this.cause = options.cause;
  }
}
