import { defineTile } from '../shared/define-tile.server';
import { bannerModel } from './banner.model';
import { bannerFixture } from './banner.fixture';
import { bannerTileSchema } from './banner.schema';

export const bannerTile = defineTile({
  model: bannerModel,
  parse: bannerTileSchema,
  fixture: bannerFixture,
});
