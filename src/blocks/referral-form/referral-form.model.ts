import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const referralFormModel = defineTileModel({
  type: 'form',
  formType: 'referral',
  description: 'The refer-a-friend form.',
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Introduction'),
  },
});
