import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const locationFinderModel = defineTileModel({
  type: 'locationFinder',
  description:
    "The restaurant finder: search by town or postcode, or the diner's location, with a map.",
  fields: { title: field.text('Title') },
});
