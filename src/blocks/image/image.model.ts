import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const imageModel = defineTileModel({
  type: 'image',
  description: 'One picture with an optional caption.',
  fields: {
    image: field.image('Image', {
      required: true,
      help: "Its description in the media library is the picture's text for screen readers.",
    }),
    title: field.text('Caption'),
  },
});
