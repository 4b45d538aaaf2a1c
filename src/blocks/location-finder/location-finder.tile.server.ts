import { finderRestaurantSchema, summariesOf } from '@/features/locations/server';
import { defineTile } from '../shared/define-tile.server';
import { locationFinderModel } from './location-finder.model';
import { locationFinderFixture } from './location-finder.fixture';
import { locationFinderSchema } from './location-finder.schema';

export const locationFinderTile = defineTile({
  model: locationFinderModel,
  parse: locationFinderSchema,
  fixture: locationFinderFixture,
  // Every restaurant, with only the fields its search, results, markers and 'View all locations'
  // tiles read: the finder searches them in the browser.
  load: async (props, { content }) => ({
    ...props,
    restaurants: summariesOf(await content.getRestaurants(), finderRestaurantSchema),
  }),
});
