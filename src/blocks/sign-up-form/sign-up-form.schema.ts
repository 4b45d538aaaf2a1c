import { z } from 'zod';
import type { SignUpRestaurant } from '@/features/customers';

/**
 * The sign-up form tile (`form:signUp`, spec 2 §2 "Mailing-list sign-up"): a title, an
 * introduction and, optionally, the label of a partner's terms box. The restaurants, the brand's
 * name and its SMS opt-in setting are added on the server.
 */
export const signUpFormSchema = z
  .object({
    title: z.string().min(1),
    subtitle: z.string().optional(),
    partnerTermsLabel: z.string().trim().min(1).max(255).optional(),
  })
  .transform((tile) => ({
    ...tile,
    restaurants: [] as SignUpRestaurant[],
    siteName: 'Tavola',
    smsOptIn: false,
  }));
export type SignUpFormProps = z.infer<typeof signUpFormSchema>;
