import { z } from 'zod';

/** The refer-a-friend tile (`form:referral`): a title and an introduction above the form. */
export const referralFormSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
});
export type ReferralFormProps = z.infer<typeof referralFormSchema>;
