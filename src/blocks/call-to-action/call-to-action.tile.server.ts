import { defineTile } from '../shared/define-tile.server';
import { callToActionModel } from './call-to-action.model';
import { callToActionFixture } from './call-to-action.fixture';
import { callToActionSchema } from './call-to-action.schema';

export const callToActionTile = defineTile({
  model: callToActionModel,
  parse: callToActionSchema,
  fixture: callToActionFixture,
});
