import type { GazetteerPlace, Nation } from './gazetteer';
import { createPlaceIndex } from './place-index';

let order = 0;
const place = (
  name: string,
  nation: Nation,
  county = 'X1',
  lat = 52,
  lon = -1,
): GazetteerPlace => ({
  name,
  nation,
  county,
  lat,
  lon,
  order: order++,
});

// A small gazetteer with the hard cases of the real one, in an order that would mislead.
const places = [
  place('Newport', 'ENG', 'E1', 53.76, -0.7), // East Riding of Yorkshire
  place('Newport', 'ENG', 'G2', 50.7, -1.29), // Isle of Wight
  place('Newport', 'WLS', 'Y7', 52.02, -4.83), // Pembrokeshire
  place('Newport', 'WLS', 'Y6', 51.59, -3.0), // the city: the NP area's town
  place('Bangor', 'NIR', 'N09000011', 54.66, -5.67),
  place('Bangor', 'WLS', 'Y2', 53.23, -4.13),
  place('Newcastle', 'NIR', 'N09000010', 54.22, -5.89),
  place('Newcastle upon Tyne', 'ENG', 'I7', 54.97, -1.61),
  place('Newcastle under Lyme', 'ENG', 'M9', 53.01, -2.23),
  place('Kingston upon Hull', 'ENG', 'G6', 53.74, -0.34),
  place('St Albans', 'ENG', 'F8', 51.75, -0.33),
  place('Stoke', 'ENG', 'Z8', 53.1, -2.6),
  place('Stoke-on-Trent', 'ENG', 'N4', 53.0, -2.19),
  place('Leeds', 'ENG', 'H3', 53.8, -1.55),
  place('Leek', 'ENG', 'M9', 53.1, -2.02),
  place('Lees', 'ENG', 'O1', 53.54, -2.07),
  place('Ålesund-like Ûnusual', 'SCT'),
];
const index = createPlaceIndex(places);
const find = (query: string) => {
  const found = index.find(query);
  return found && `${found.name} (${found.nation}/${found.county})`;
};

describe('the place index', () => {
  it('finds a name whatever its case, accents, hyphens, "St"/"Saint" or "upon"/"on"', () => {
    expect(find('leeds')).toBe('Leeds (ENG/H3)');
    expect(find('LEEDS')).toBe('Leeds (ENG/H3)');
    expect(find('Saint Albans')).toBe('St Albans (ENG/F8)');
    expect(find('st. albans')).toBe('St Albans (ENG/F8)');
    expect(find('newcastle-upon-tyne')).toBe('Newcastle upon Tyne (ENG/I7)');
    expect(find('Newcastle on Tyne')).toBe('Newcastle upon Tyne (ENG/I7)');
    expect(find('stoke on trent')).toBe('Stoke-on-Trent (ENG/N4)');
    expect(find('alesund-like unusual')).toBe('Ålesund-like Ûnusual (SCT/X1)');
  });

  it('prefers a postcode area town: Newport is the city in Wales, over England’s Newports', () => {
    expect(find('Newport')).toBe('Newport (WLS/Y6)');
  });

  it('prefers a postcode area town even when it only matches by its short form', () => {
    expect(find('Newcastle')).toBe('Newcastle upon Tyne (ENG/I7)');
    expect(find('Stoke')).toBe('Stoke-on-Trent (ENG/N4)');
  });

  it('otherwise prefers England, then Wales, Scotland and Northern Ireland', () => {
    expect(find('Bangor')).toBe('Bangor (WLS/Y2)');
  });

  it('follows a nation named after a comma', () => {
    expect(find('Newport, England')).toBe('Newport (ENG/E1)');
    expect(find('Bangor, Northern Ireland')).toBe('Bangor (NIR/N09000011)');
    expect(find('Newcastle, Northern Ireland')).toBe('Newcastle (NIR/N09000010)');
    expect(find('Leeds, Wales')).toBeNull();
  });

  it('knows the official post-town name of an area where GeoNames spells it otherwise', () => {
    expect(find('Hull')).toBe('Kingston upon Hull (ENG/G6)');
  });

  it('matches the start of a name from three letters, the area towns and shortest names first', () => {
    expect(find('Lee')).toBe('Leeds (ENG/H3)');
    expect(find('Leek')).toBe('Leek (ENG/M9)');
    expect(find('newc')).toBe('Newcastle upon Tyne (ENG/I7)');
    expect(find('Le')).toBeNull();
  });

  it('finds nothing for a name it does not know', () => {
    expect(find('Xyzzyville')).toBeNull();
    expect(find('')).toBeNull();
    expect(find(' - ')).toBeNull();
  });
});
