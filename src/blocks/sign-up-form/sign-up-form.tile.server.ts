import { defineTile } from '../shared/define-tile.server';
import { signUpFormModel } from './sign-up-form.model';
import { enquiryRestaurants } from '../shared/enquiry-restaurants.server';
import { signUpFormFixture } from './sign-up-form.fixture';
import { signUpFormSchema } from './sign-up-form.schema';

export const signUpFormTile = defineTile({
  model: signUpFormModel,
  parse: signUpFormSchema,
  fixture: signUpFormFixture,
  load: async (props, context) => ({
    ...props,
    restaurants: await enquiryRestaurants(context),
    siteName: context.settings.siteName || props.siteName,
    smsOptIn: context.settings.smsOptIn,
  }),
});
