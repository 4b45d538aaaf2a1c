import { offeredEnquiryTypes } from '@/features/contact';
import { defineTile } from '../shared/define-tile.server';
import { contactFormModel } from './contact-form.model';
import { enquiryRestaurants } from '../shared/enquiry-restaurants.server';
import { contactFormFixture } from './contact-form.fixture';
import { contactFormTileSchema } from './contact-form.schema';

export const contactFormTile = defineTile({
  model: contactFormModel,
  parse: contactFormTileSchema,
  fixture: contactFormFixture,
  load: async (props, context) => ({
    ...props,
    restaurants: await enquiryRestaurants(context),
    enquiryTypes: offeredEnquiryTypes(context.settings.enquiryTypes),
  }),
});
