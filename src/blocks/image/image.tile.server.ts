import { defineTile } from '../shared/define-tile.server';
import { imageFixture } from './image.fixture';
import { imageTileSchema } from './image.schema';

export const imageTile = defineTile({
  type: 'image',
  parse: imageTileSchema,
  fixture: imageFixture,
});
