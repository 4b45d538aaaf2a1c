import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const signUpFormModel = defineTileModel({
  type: 'form',
  formType: 'signUp',
  description: 'The mailing-list sign-up form.',
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Introduction'),
    partnerTermsLabel: field.text('Partner terms label', {
      trim: true,
      max: 255,
      help: "A partner's terms box shows only with a label.",
    }),
  },
});
