import { menuSchema } from '@/lib/content';
import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const menuModel = defineTileModel({
  type: 'menu',
  description: 'A menu with its sections and dishes, under an optional title.',
  fields: {
    title: field.text('Title'),
    subtitle: field.text('Subtitle'),
    menu: field.entry('Menu', 'menu', menuSchema, { required: true }),
  },
});
