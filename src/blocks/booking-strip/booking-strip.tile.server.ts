import { journeySettingsOf } from '@/features/booking';
import { toRestaurantSummary } from '@/features/locations';
import { defineTile } from '../shared/define-tile.server';
import { bookingStripFixture } from './booking-strip.fixture';
import { bookingStripSchema } from './booking-strip.schema';

export const bookingStripTile = defineTile({
  type: 'bookingStrip',
  parse: bookingStripSchema,
  fixture: bookingStripFixture,
  // The tile's own restaurant, else the page's: a strip on a restaurant's page books it.
  load: async (props, { content, settings, pageStoreId }) => ({
    ...props,
    storeId: props.storeId ?? pageStoreId,
    restaurants: (await content.getRestaurants()).map(toRestaurantSummary),
    settings: journeySettingsOf(settings),
  }),
});
