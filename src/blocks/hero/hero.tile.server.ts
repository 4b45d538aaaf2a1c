import { defineTile } from '../shared/define-tile.server';
import { heroFixture } from './hero.fixture';
import { heroSchema } from './hero.schema';

export const heroTile = defineTile({ type: 'hero', parse: heroSchema, fixture: heroFixture });
