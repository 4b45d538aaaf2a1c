import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const restaurantListModel = defineTileModel({
  type: 'restaurantList',
  description: "Every restaurant of the brand, by city, with each one's address and links.",
  fields: { title: field.text('Title'), subtitle: field.text('Subtitle') },
});
