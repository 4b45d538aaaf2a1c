import { offeredEnquiryTypes, type EnquiryRestaurant } from '@/features/contact';
import type { z } from 'zod';
import { contactFormModel } from './contact-form.model';

/**
 * The contact form tile (`form:contact`, spec 2 §5 "Contact tile"): a title and an introduction;
 * the restaurants to choose from, and the enquiry types the
 * settings offer, are added on the server.
 */
export const contactFormTileSchema = contactFormModel.schema.transform((tile) => ({
  ...tile,
  restaurants: [] as EnquiryRestaurant[],
  // The code's four; the loader puts the settings' 'Enquiry types' in their place.
  enquiryTypes: offeredEnquiryTypes(),
}));
export type ContactFormProps = z.infer<typeof contactFormTileSchema>;
