import { offeredEnquiryTypes, type EnquiryRestaurant } from '@/features/contact';
import type { z } from 'zod';
import { groupBookingFormModel } from './group-booking-form.model';

/**
 * The group-booking form tile (`form:groupBooking`, spec 2 §5 "Group-booking contact"): a title,
 * an introduction and optionally the restaurant it is for (`storeId`); on a restaurant's page, that
 * restaurant. The restaurants to choose from, and the enquiry types the settings offer,
 * are added on the server.
 */
export const groupBookingFormTileSchema = groupBookingFormModel.schema.transform((tile) => ({
  ...tile,
  restaurants: [] as EnquiryRestaurant[],
  // The code's four; the loader puts the settings' 'Enquiry types' in their place.
  enquiryTypes: offeredEnquiryTypes(),
}));
export type GroupBookingFormProps = z.infer<typeof groupBookingFormTileSchema>;
