import { z } from 'zod';

/** A question of the choices page and its options (spec 2 §3 "Customer choices"). */
export const choiceSchema = z.object({
  id: z.string(),
  title: z.string().min(1),
  key: z.string().min(1),
  description: z.string().optional(),
  options: z.array(z.string().min(1)).min(2),
  /** The question takes one answer (radio buttons), not several. */
  oneAnswer: z.boolean().default(false),
});
export type Choice = z.infer<typeof choiceSchema>;
