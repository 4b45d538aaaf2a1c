import type { z } from 'zod';
import { jobSearchFormModel } from './job-search-form.model';

/**
 * The job search tile (`form:jobSearch`, spec 2 §2 "Jobs list"): a title and an optional subtitle;
 * the brand's site id, which the job search sends to GET /api/jobs, is added on the server.
 */
export const jobSearchFormSchema = jobSearchFormModel.schema.transform((tile) => ({
  ...tile,
  siteId: '',
}));
export type JobSearchFormProps = z.infer<typeof jobSearchFormSchema>;
