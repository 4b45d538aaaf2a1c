import type { z } from 'zod';
import type { SignUpRestaurant } from '@/features/customers';
import { signUpFormModel } from './sign-up-form.model';

/**
 * The sign-up form tile (`form:signUp`, spec 2 §2 "Mailing-list sign-up"): a title, an
 * introduction and, optionally, the label of a partner's terms box. The restaurants, the brand's
 * name and its SMS opt-in setting are added on the server.
 */
export const signUpFormSchema = signUpFormModel.schema.transform((tile) => ({
  ...tile,
  restaurants: [] as SignUpRestaurant[],
  siteName: 'Tavola',
  smsOptIn: false,
}));
export type SignUpFormProps = z.infer<typeof signUpFormSchema>;
