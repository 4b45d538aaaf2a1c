import { z } from 'zod';

/** The job search form tile's props: its title and, optionally, a subtitle. */
export const jobSearchFormSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
});
export type JobSearchFormProps = z.infer<typeof jobSearchFormSchema>;
