import type { Restaurant } from '@/lib/content';
import { getContentSource } from '@/lib/content/server';
import { HttpError, invalidField, statusTitles } from '@/lib/http';
import { needsRestaurant } from '../contact.schema';

/** Where an enquiry goes: the chosen restaurant's inbox, or the brand's for anything else. */
export interface EnquiryRecipient {
  restaurant: Restaurant | null;
  email: string;
  /** Who the diner's acknowledgement says it went to. */
  name: string;
}

/**
 * The recipient of an enquiry (spec 2 §3: `restaurantEmail`, the brand's `site_email` for
 * `others`). The address always comes from the content, never from the post: a form that mailed
 * any address it was sent would be a relay for spam. A restaurant that is not ours, or a
 * `restaurantEmail` that is not that restaurant's, is a 400 naming the field.
 */
export async function enquiryRecipient(enquiry: {
  enquiryType: string;
  enquiryRestaurant: string;
  restaurantEmail?: string;
}): Promise<EnquiryRecipient> {
  const content = getContentSource();
  const settings = await content.getSettings();
  const siteEmail = settings?.siteEmail;
  const brand = settings?.siteName ?? 'Tavola';
  const storeId = enquiry.enquiryRestaurant;
  if (!needsRestaurant(enquiry.enquiryType) && !storeId) {
    if (!siteEmail) throw unavailable();
    return { restaurant: null, email: siteEmail, name: `the ${brand} guest team` };
  }
  const restaurant = storeId ? await content.getRestaurant(storeId) : null;
  if (!restaurant) throw invalidField('enquiryRestaurant', 'Please choose one of our restaurants.');
  const email = restaurant.email ?? siteEmail;
  if (!email) throw unavailable();
  if (
    enquiry.restaurantEmail &&
    enquiry.restaurantEmail.trim().toLowerCase() !== restaurant.email?.toLowerCase()
  ) {
    throw invalidField('restaurantEmail', "This is not the chosen restaurant's e-mail address.");
  }
  return { restaurant, email, name: `${brand} ${restaurant.title}` };
}

function unavailable(): HttpError {
  return new HttpError(503, {
    code: 503,
    title: statusTitles[503]!,
    message: 'We cannot take messages online right now. Please call the restaurant.',
  });
}
