import { z } from 'zod';

/** A redirect from an old path. */
export const redirectSchema = z.object({
  id: z.string(),
  from: z.string().startsWith('/'),
  to: z.string().min(1),
  permanent: z.boolean().default(true),
});
export type Redirect = z.infer<typeof redirectSchema>;
