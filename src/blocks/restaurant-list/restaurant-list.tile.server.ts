import { toRestaurantSummary } from '@/features/locations';
import { defineTile } from '../shared/define-tile.server';
import { restaurantListFixture } from './restaurant-list.fixture';
import { restaurantListSchema } from './restaurant-list.schema';

export const restaurantListTile = defineTile({
  type: 'restaurantList',
  parse: restaurantListSchema,
  fixture: restaurantListFixture,
  // Every restaurant, in the small form a list needs.
  load: async (props, { content }) => ({
    ...props,
    restaurants: (await content.getRestaurants()).map(toRestaurantSummary),
  }),
});
