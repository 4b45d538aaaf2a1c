import { defineTile } from '../shared/define-tile.server';
import { imageModel } from './image.model';
import { imageFixture } from './image.fixture';
import { imageTileSchema } from './image.schema';

export const imageTile = defineTile({
  model: imageModel,
  parse: imageTileSchema,
  fixture: imageFixture,
});
