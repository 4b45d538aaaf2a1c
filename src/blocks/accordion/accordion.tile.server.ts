import { defineTile } from '../shared/define-tile.server';
import { accordionFixture } from './accordion.fixture';
import { accordionSchema } from './accordion.schema';

export const accordionTile = defineTile({
  type: 'accordion',
  parse: accordionSchema,
  fixture: accordionFixture,
});
