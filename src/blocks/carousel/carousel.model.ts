import { field } from '../shared/tile-fields';
import { defineTileModel, definePartModel } from '../shared/tile-model';

/** One slide of a carousel: its own content type, linked only from carousels. */
export const carouselSlideModel = definePartModel({
  contentTypeId: 'carouselSlide',
  name: 'Carousel slide',
  description: 'One slide of a carousel: a picture, with an optional title, subtitle and buttons.',
  fields: {
    image: field.image('Image', { required: true }),
    title: field.text('Title'),
    subtitle: field.text('Subtitle'),
    links: field.links('Buttons'),
  },
});

export const carouselModel = defineTileModel({
  type: 'carousel',
  description: 'Slides that turn by swipe, arrows or dots (the site settings choose which show).',
  fields: {
    title: field.text('Title'),
    items: field.entries('Slides', carouselSlideModel, {
      atLeastOne: 'A carousel needs at least one slide with an image',
    }),
  },
  parts: [carouselSlideModel],
});
