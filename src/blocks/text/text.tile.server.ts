import { defineTile } from '../shared/define-tile.server';
import { textFixture } from './text.fixture';
import { textSchema } from './text.schema';

export const textTile = defineTile({ type: 'text', parse: textSchema, fixture: textFixture });
