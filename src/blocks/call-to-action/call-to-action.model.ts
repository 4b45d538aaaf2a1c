import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const callToActionModel = defineTileModel({
  type: 'callToAction',
  description:
    'A title, a few words and at least one button, with an optional picture beside them.',
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Subtitle'),
    body: field.richText('Text'),
    links: field.links('Buttons', { atLeastOne: 'A call to action needs at least one link' }),
    image: field.image('Image', { help: 'Beside the text on wide screens.' }),
  },
});
