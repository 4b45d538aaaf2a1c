import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const jobSearchFormModel = defineTileModel({
  type: 'form',
  formType: 'jobSearch',
  description: "The jobs search: a diner looking for work searches the brand's vacancies.",
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Subtitle'),
  },
});
