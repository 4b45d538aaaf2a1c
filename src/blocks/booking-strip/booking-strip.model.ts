import { storeIdField } from '../shared/store-id-field';
import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

export const bookingStripModel = defineTileModel({
  type: 'bookingStrip',
  description:
    "A strip that starts the table booking; on a restaurant's page it books that restaurant.",
  fields: {
    title: field.text('Title', { help: "'Book a table' when empty." }),
    storeId: storeIdField('The restaurant it books; any restaurant when empty.'),
  },
});
