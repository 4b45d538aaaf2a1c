import { bookingStripTile } from '@/blocks/booking-strip/booking-strip.tile.server';
import { locationFinderTile } from '@/blocks/location-finder/location-finder.tile.server';
import { restaurantListTile } from '@/blocks/restaurant-list/restaurant-list.tile.server';
import { settingsSchema } from '@/lib/content';
import { getContentSource } from '@/lib/content/server';
import type { TileLoadContext } from './define-tile.server';

// What a page carries of the restaurants (issue 17): each block gets only the fields it shows,
// and the booking strip none of the list (its journey fetches it).
const content = getContentSource();
const context = (pageStoreId?: string) =>
  ({
    content,
    settings: settingsSchema.parse({ siteId: 'tavola', siteName: 'Tavola' }),
    preview: false,
    log: { warn: jest.fn(), error: jest.fn() },
    pageStoreId,
  }) as unknown as TileLoadContext;

const fieldsOf = (restaurants: object[]) => [...new Set(restaurants.flatMap(Object.keys))].sort();

describe('the restaurants in a tile’s props', () => {
  it('the restaurant list: every restaurant diners may visit, with what a tile shows', async () => {
    const all = await content.getRestaurants();
    const props = await restaurantListTile.load!(
      restaurantListTile.parse.parse(restaurantListTile.fixture),
      context(),
    );
    expect(props.restaurants).toHaveLength(all.filter((r) => !r.hideRestaurantDetailPage).length);
    expect(fieldsOf(props.restaurants)).toEqual(
      ['city', 'hideRestaurantDetailPage', 'path', 'storeId', 'title'].sort(),
    );
  });

  it('the location finder: every restaurant, with what its search, results and map read', async () => {
    const all = await content.getRestaurants();
    const props = await locationFinderTile.load!(
      locationFinderTile.parse.parse(locationFinderTile.fixture),
      context(),
    );
    expect(props.restaurants).toHaveLength(all.length);
    expect(fieldsOf(props.restaurants)).toEqual(
      [
        'address',
        'city',
        'enableBookings',
        'hideRestaurantDetailPage',
        'lat',
        'lon',
        'path',
        'storeId',
        'title',
      ].sort(),
    );
    expect(props.restaurants.find((r) => r.title === 'Leeds Trinity')).toMatchObject({
      city: 'Leeds',
      path: '/restaurants/leeds/trinity',
      address: expect.stringContaining('LS1'),
    });
  });

  it('the booking strip: no list, only the name of the page’s restaurant', async () => {
    const onHome = await bookingStripTile.load!(
      bookingStripTile.parse.parse(bookingStripTile.fixture),
      context(),
    );
    expect(onHome).not.toHaveProperty('restaurants');
    expect(onHome).toMatchObject({ title: 'Book a table', restaurantTitle: undefined });

    const onTrinity = await bookingStripTile.load!(
      bookingStripTile.parse.parse(bookingStripTile.fixture),
      context('1017'),
    );
    expect(onTrinity).toMatchObject({ storeId: '1017', restaurantTitle: 'Leeds Trinity' });
    expect(Object.keys(onTrinity).sort()).toEqual(
      ['restaurantTitle', 'settings', 'storeId', 'title'].sort(),
    );
  });
});
