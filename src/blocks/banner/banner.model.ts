import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const bannerModel = defineTileModel({
  type: 'banner',
  description:
    'A promotional strip inside a page: a title, a subtitle, buttons and a small picture.',
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Subtitle'),
    links: field.links('Buttons'),
    image: field.image('Image'),
  },
});
