import type { z } from 'zod';
import { referralFormModel } from './referral-form.model';

/** The refer-a-friend tile (`form:referral`; its fields: referral-form.model.ts). */
export const referralFormSchema = referralFormModel.schema;
export type ReferralFormProps = z.infer<typeof referralFormSchema>;
