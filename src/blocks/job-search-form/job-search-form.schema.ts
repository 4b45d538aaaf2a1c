import { z } from 'zod';

/**
 * The job search tile (`form:jobSearch`, spec 2 §2 "Jobs list"): a title and an optional subtitle;
 * the brand's site id, which the job search sends to GET /api/jobs, is added on the server.
 */
export const jobSearchFormSchema = z
  .object({ title: z.string().min(1), subtitle: z.string().optional() })
  .transform((tile) => ({ ...tile, siteId: '' }));
export type JobSearchFormProps = z.infer<typeof jobSearchFormSchema>;
