import { defineTile } from '../shared/define-tile.server';
import { heroModel } from './hero.model';
import { heroFixture } from './hero.fixture';
import { heroSchema } from './hero.schema';

export const heroTile = defineTile({ model: heroModel, parse: heroSchema, fixture: heroFixture });
