import type { EnquiryRestaurant } from '@/features/contact';
import type { TileLoadContext } from './define-tile.server';

/** The restaurants an enquiry form offers, by name: only what the form shows of each. */
export async function enquiryRestaurants({
  content,
}: TileLoadContext): Promise<EnquiryRestaurant[]> {
  return (await content.getRestaurants())
    .map(({ storeId, title }) => ({ storeId, title }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));
}
