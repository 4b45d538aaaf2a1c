import { restaurantTileSchema, summariesOf } from '@/features/locations/server';
import { defineTile } from '../shared/define-tile.server';
import { restaurantListModel } from './restaurant-list.model';
import { restaurantListFixture } from './restaurant-list.fixture';
import { restaurantListSchema } from './restaurant-list.schema';

export const restaurantListTile = defineTile({
  model: restaurantListModel,
  parse: restaurantListSchema,
  fixture: restaurantListFixture,
  // Every restaurant whose page diners may see (the tiles link to it), with only what a tile shows.
  load: async (props, { content }) => ({
    ...props,
    restaurants: summariesOf(
      (await content.getRestaurants()).filter((r) => !r.hideRestaurantDetailPage),
      restaurantTileSchema,
    ),
  }),
});
