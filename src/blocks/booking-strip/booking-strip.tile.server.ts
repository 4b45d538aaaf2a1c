import { journeySettingsOf } from '@/features/booking';
import { defineTile } from '../shared/define-tile.server';
import { bookingStripModel } from './booking-strip.model';
import { bookingStripFixture } from './booking-strip.fixture';
import { bookingStripSchema } from './booking-strip.schema';

export const bookingStripTile = defineTile({
  model: bookingStripModel,
  parse: bookingStripSchema,
  fixture: bookingStripFixture,
  // The tile's own restaurant, else the page's: a strip on a restaurant's page books it. Only its
  // name comes with the page; the journey fetches every restaurant when the diner starts it.
  load: async (props, { content, settings, pageStoreId }) => {
    const storeId = props.storeId ?? pageStoreId;
    const restaurant = storeId ? await content.getRestaurant(storeId) : null;
    return {
      ...props,
      storeId,
      restaurantTitle: restaurant?.title,
      settings: journeySettingsOf(settings),
    };
  },
});
