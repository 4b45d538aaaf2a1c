import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const contactFormModel = defineTileModel({
  type: 'form',
  formType: 'contact',
  description: 'The contact form: a diner picks a restaurant and what the enquiry is about.',
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Introduction'),
  },
});
