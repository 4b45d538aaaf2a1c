import { defineTile } from '../shared/define-tile.server';
import { bannerFixture } from './banner.fixture';
import { bannerTileSchema } from './banner.schema';

export const bannerTile = defineTile({
  type: 'banner',
  parse: bannerTileSchema,
  fixture: bannerFixture,
});
