import { defineTile } from '../shared/define-tile.server';
import { callToActionFixture } from './call-to-action.fixture';
import { callToActionSchema } from './call-to-action.schema';

export const callToActionTile = defineTile({
  type: 'callToAction',
  parse: callToActionSchema,
  fixture: callToActionFixture,
});
