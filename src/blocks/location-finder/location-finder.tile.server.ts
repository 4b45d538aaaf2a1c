import { toRestaurantSummary } from '@/features/locations';
import { defineTile } from '../shared/define-tile.server';
import { locationFinderFixture } from './location-finder.fixture';
import { locationFinderSchema } from './location-finder.schema';

export const locationFinderTile = defineTile({
  type: 'locationFinder',
  parse: locationFinderSchema,
  fixture: locationFinderFixture,
  // Every restaurant, in the small form a search and a map need.
  load: async (props, { content }) => ({
    ...props,
    restaurants: (await content.getRestaurants()).map(toRestaurantSummary),
  }),
});
