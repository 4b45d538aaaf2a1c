import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE_MAX_ZOOM } from './map-view';
import { isPlacesFile, placeLabels } from './place-labels';

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8'));

// The places file the offline map downloads.
const placesFile = readJson('public/maps/uk-places.json');

/** Every restaurant of a brand's local content (a Contentful export): its title and position. */
function restaurantsOf(brand: string) {
  const { entries } = readJson(`content/${brand}.json`) as {
    entries: { sys: { contentType: { sys: { id: string } } }; fields: Record<string, unknown> }[];
  };
  return entries
    .filter((entry) => entry.sys.contentType.sys.id === 'restaurant')
    .map(({ fields }) => ({
      title: (fields.title as { 'en-GB': string })['en-GB'],
      ...(fields.addressLocation as { 'en-GB': { lat: number; lon: number } })['en-GB'],
    }));
}

describe("the offline map's closest zoom", () => {
  it('still names a place around every restaurant of both brands: never an empty square', () => {
    if (!isPlacesFile(placesFile)) throw new Error('uk-places.json is not a places file');
    for (const brand of ['tavola', 'tavola-express']) {
      const restaurants = restaurantsOf(brand);
      expect(restaurants.length).toBeGreaterThan(0);
      const bare = restaurants.filter(
        ({ lat, lon }) =>
          placeLabels(
            placesFile.places,
            { centre: { lat, lng: lon }, zoom: OFFLINE_MAX_ZOOM },
            { width: 390, height: 480 },
            // The chosen restaurant's marker in the middle, where no name may go.
            [{ left: 195, top: 240 }],
          ).length === 0,
      );
      expect([brand, bare.map((restaurant) => restaurant.title)]).toEqual([brand, []]);
    }
  });
});
