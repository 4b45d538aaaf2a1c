import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE_DETAIL_ZOOM } from './map-view';
import { detailZoom } from './offline-detail';
import { isPlacesFile, placeLabels } from './place-labels';

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8'));

// The places file the offline map downloads.
const placesFile = readJson('public/maps/uk-places.json');
const size = { width: 390, height: 480 };

/** Every restaurant of a brand's local content (a Contentful export): its title and position. */
function restaurantsOf(brand: string) {
  const { entries } = readJson(`content/${brand}.json`) as {
    entries: { sys: { contentType: { sys: { id: string } } }; fields: Record<string, unknown> }[];
  };
  return entries
    .filter((entry) => entry.sys.contentType.sys.id === 'restaurant')
    .map(({ fields }) => {
      const at = (fields.addressLocation as { 'en-GB': { lat: number; lon: number } })['en-GB'];
      return { title: (fields.title as { 'en-GB': string })['en-GB'], lat: at.lat, lng: at.lon };
    });
}

describe('how close the offline map zooms on a restaurant (a marker click)', () => {
  it.each(['tavola', 'tavola-express'])(
    '%s: a place is named in view around every restaurant, never an empty green square',
    (brand) => {
      if (!isPlacesFile(placesFile)) throw new Error('uk-places.json is not a places file');
      const restaurants = restaurantsOf(brand);
      expect(restaurants.length).toBeGreaterThan(0);
      const middle = [{ left: 195, top: 240 }];
      const bare = restaurants.flatMap((restaurant) => {
        const zoom = detailZoom(placesFile.places, restaurant, size);
        const names = placeLabels(placesFile.places, { centre: restaurant, zoom }, size, middle);
        return zoom >= OFFLINE_DETAIL_ZOOM && names.length > 0 ? [] : [`${restaurant.title}`];
      });
      expect(bare).toEqual([]);
      // Street level (18) showed nothing around most of them: that was the empty square.
      const bareAtStreetLevel = restaurants.filter(
        (restaurant) =>
          placeLabels(placesFile.places, { centre: restaurant, zoom: 18 }, size, middle).length ===
          0,
      );
      expect(bareAtStreetLevel.length).toBeGreaterThan(restaurants.length / 2);
    },
  );

  it('goes no closer than 12 until the place names have arrived', () => {
    expect(detailZoom(null, { lat: 53.8, lng: -1.55 }, size)).toBe(OFFLINE_DETAIL_ZOOM);
  });
});
