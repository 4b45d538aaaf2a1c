import { createEmbeddedGeocoder, maxReverseMiles } from './embedded-geocoder';

const geocoder = createEmbeddedGeocoder();
const leeds = { lat: 53.79648, lon: -1.54785 };
const london = { lat: 51.50853, lon: -0.12574 };

describe('the embedded geocoder: search', () => {
  it.each([
    ['Leeds', { ...leeds, label: 'Leeds', kind: 'place' }],
    ['leeds', { ...leeds, label: 'Leeds', kind: 'place' }],
    ['LS1 5AB', { ...leeds, label: 'LS1 5AB', kind: 'postcode' }],
    ['ls15ab', { ...leeds, label: 'LS1 5AB', kind: 'postcode' }],
    ['LS1', { ...leeds, label: 'LS1', kind: 'district' }],
    ['LS', { ...leeds, label: 'LS', kind: 'area' }],
    ['EC1A 1BB', { ...london, label: 'EC1A 1BB', kind: 'postcode' }],
    ['EC1A', { ...london, label: 'EC1A', kind: 'district' }],
  ])('finds %j', async (query, result) => {
    expect(await geocoder.search(query)).toEqual(result);
  });

  it.each([
    ['Milton Keynes', 'Milton Keynes', 52.04, -0.76],
    ['Newcastle upon Tyne', 'Newcastle upon Tyne', 54.97, -1.61],
    ['newcastle-upon-tyne', 'Newcastle upon Tyne', 54.97, -1.61],
    ['Newcastle', 'Newcastle upon Tyne', 54.97, -1.61],
    ['Newport', 'Newport', 51.59, -3.0],
    ['Hull', 'Kingston upon Hull', 53.74, -0.34],
    ['Saint Albans', 'St Albans', 51.75, -0.33],
    ['Stoke on Trent', 'Stoke-on-Trent', 53.0, -2.19],
    ['Burton-on-Trent', 'Burton upon Trent', 52.81, -1.64],
    ["Bishop's Stortford", 'Bishops Stortford', 51.87, 0.16],
    ['Edinburgh', 'Edinburgh', 55.95, -3.2],
    ['Belfast', 'Belfast', 54.6, -5.93],
    ['Leeds, UK', 'Leeds', 53.8, -1.55],
    ['Mil', 'Milton Keynes', 52.04, -0.76],
  ])('finds the place %j', async (query, label, lat, lon) => {
    const found = await geocoder.search(query);
    expect(found).toMatchObject({ label, kind: 'place' });
    expect(found?.lat).toBeCloseTo(lat, 1);
    expect(found?.lon).toBeCloseTo(lon, 1);
  });

  it('places a postcode at its area’s town, whatever the district', async () => {
    const [ls1, ls28, area] = await Promise.all(
      ['LS1 5AB', 'LS28 5AB', 'LS'].map((query) => geocoder.search(query)),
    );
    expect(ls28).toMatchObject({ lat: ls1?.lat, lon: ls1?.lon });
    expect(area).toMatchObject({ lat: ls1?.lat, lon: ls1?.lon });
    expect(await geocoder.search('ZE1 0AA')).toMatchObject({ lat: 60.15339, lon: -1.14427 });
  });

  it.each(['Xyzzyville', 'Qwertyuiop', 'AA1 1AA', 'GIR 0AA', 'Xy'])(
    'finds nothing for %j',
    async (query) => {
      expect(await geocoder.search(query)).toBeNull();
    },
  );
});

describe('the embedded geocoder: reverse', () => {
  it('gives the postcode area of the nearest area town and the nearest place', async () => {
    expect(await geocoder.reverse({ lat: 53.7965, lon: -1.548 })).toEqual({
      postcode: 'LS',
      place: 'Leeds',
    });
    expect(await geocoder.reverse({ lat: 51.5113, lon: -0.1236 })).toEqual({
      postcode: 'WC',
      place: 'London',
    });
    expect(await geocoder.reverse({ lat: 55.8625, lon: -4.2535 })).toEqual({
      postcode: 'G',
      place: 'Glasgow',
    });
  });

  it(`answers for the emptiest corners of the UK, within ${maxReverseMiles} miles of a town`, async () => {
    // Cape Wrath is in IV27, but nearer Stornoway (HS) than Inverness: the area is approximate.
    expect(await geocoder.reverse({ lat: 58.62, lon: -5.0 })).toMatchObject({ postcode: 'HS' });
    expect(await geocoder.reverse({ lat: 60.75, lon: -0.85 })).toMatchObject({ postcode: 'ZE' });
  });

  it('finds nothing far from the UK', async () => {
    expect(await geocoder.reverse({ lat: 48.8566, lon: 2.3522 })).toBeNull(); // Paris
    expect(await geocoder.reverse({ lat: 40.7128, lon: -74.006 })).toBeNull(); // New York
  });
});
