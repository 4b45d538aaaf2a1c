import { z } from 'zod';
import { offeredEnquiryTypes, type EnquiryRestaurant } from '@/features/contact';

/**
 * The contact form tile (`form:contact`, spec 2 §5 "Contact tile"): a title and an introduction;
 * the restaurants to choose from, and the enquiry types the
 * settings offer, are added on the server.
 */
export const contactFormTileSchema = z
  .object({ title: z.string().min(1), subtitle: z.string().optional() })
  .transform((tile) => ({
    ...tile,
    restaurants: [] as EnquiryRestaurant[],
    // The code's four; the loader puts the settings' 'Enquiry types' in their place.
    enquiryTypes: offeredEnquiryTypes(),
  }));
export type ContactFormProps = z.infer<typeof contactFormTileSchema>;
