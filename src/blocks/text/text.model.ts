import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const textModel = defineTileModel({
  type: 'text',
  description: 'Formatted text under an optional title, with optional buttons.',
  fields: {
    title: field.text('Title'),
    subtitle: field.text('Subtitle'),
    body: field.richText('Text', { required: true }),
    links: field.links('Buttons'),
  },
});
