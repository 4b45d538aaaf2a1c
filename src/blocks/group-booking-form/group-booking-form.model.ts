import { storeIdField } from '../shared/store-id-field';
import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const groupBookingFormModel = defineTileModel({
  type: 'form',
  formType: 'groupBooking',
  description: 'The enquiry form for large tables and events.',
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Introduction'),
    storeId: storeIdField("The restaurant it is for; on a restaurant's page, that restaurant."),
  },
});
