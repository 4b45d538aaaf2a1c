import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const heroModel = defineTileModel({
  type: 'hero',
  description:
    'A full-width banner at the top of a page: a title over a picture or a looping video, with buttons.',
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Subtitle'),
    image: field.image('Image', {
      help: 'Needed unless there is a desktop video; with a video it shows until the video plays.',
    }),
    videoDesktop: field.video('Video (desktop)'),
    videoMobile: field.video('Video (mobile)', {
      help: 'Phones play this one, when there is one.',
    }),
    links: field.links('Buttons'),
  },
});
