import { offeredEnquiryTypes } from '@/features/contact';
import { defineTile } from '../shared/define-tile.server';
import { groupBookingFormModel } from './group-booking-form.model';
import { enquiryRestaurants } from '../shared/enquiry-restaurants.server';
import { groupBookingFormFixture } from './group-booking-form.fixture';
import { groupBookingFormTileSchema } from './group-booking-form.schema';

export const groupBookingFormTile = defineTile({
  model: groupBookingFormModel,
  parse: groupBookingFormTileSchema,
  fixture: groupBookingFormFixture,
  // The tile's own restaurant, else the page's: the form on a restaurant's page is for it.
  load: async (props, context) => ({
    ...props,
    storeId: props.storeId ?? context.pageStoreId,
    restaurants: await enquiryRestaurants(context),
    enquiryTypes: offeredEnquiryTypes(context.settings.enquiryTypes),
  }),
});
