import { defineTile } from '../shared/define-tile.server';
import { textModel } from './text.model';
import { textFixture } from './text.fixture';
import { textSchema } from './text.schema';

export const textTile = defineTile({ model: textModel, parse: textSchema, fixture: textFixture });
