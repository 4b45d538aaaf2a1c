import { defineTile } from '../shared/define-tile.server';
import { accordionModel } from './accordion.model';
import { accordionFixture } from './accordion.fixture';
import { accordionSchema } from './accordion.schema';

export const accordionTile = defineTile({
  model: accordionModel,
  parse: accordionSchema,
  fixture: accordionFixture,
});
