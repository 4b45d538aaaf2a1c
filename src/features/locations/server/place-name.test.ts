import { placeNameKey, shortPlaceNameKey, splitNation } from './place-name';

describe('placeNameKey', () => {
  it.each([
    ['Leeds', 'leeds'],
    ['  LEEDS ', 'leeds'],
    ['Stoke-on-Trent', 'stoke on trent'],
    ['stoke on trent', 'stoke on trent'],
    ['Newcastle upon Tyne', 'newcastle on tyne'],
    ['Newcastle-upon-Tyne', 'newcastle on tyne'],
    ['Burton-on-Trent', 'burton on trent'],
    ['St Albans', 'st albans'],
    ['St. Albans', 'st albans'],
    ['Saint Albans', 'st albans'],
    ["Bishop's Stortford", 'bishops stortford'],
    ['Bishop’s Stortford', 'bishops stortford'],
    ['Ynys Môn', 'ynys mon'],
    ['Brighton & Hove', 'brighton and hove'],
    ['Milton  Keynes', 'milton keynes'],
  ])('reads %j as %j', (name, key) => {
    expect(placeNameKey(name)).toBe(key);
  });

  it('leaves nothing of punctuation alone', () => {
    expect(placeNameKey(' -.- ')).toBe('');
  });
});

describe('shortPlaceNameKey', () => {
  it.each([
    ['newcastle on tyne', 'newcastle'],
    ['southend on sea', 'southend'],
    ['newcastle under lyme', 'newcastle'],
    ['ashton under lyne', 'ashton'],
    ['lee on the solent', 'lee'],
  ])('shortens %j to %j', (key, short) => {
    expect(shortPlaceNameKey(key)).toBe(short);
  });

  it.each(['leeds', 'milton keynes', 'st albans', 'on'])('has no short form of %j', (key) => {
    expect(shortPlaceNameKey(key)).toBeNull();
  });
});

describe('splitNation', () => {
  it('reads a nation after a comma', () => {
    expect(splitNation('Newport, Wales')).toEqual({ name: 'Newport', nation: 'WLS' });
    expect(splitNation('Newport, england')).toEqual({ name: 'Newport', nation: 'ENG' });
    expect(splitNation('Bangor, Northern Ireland')).toEqual({ name: 'Bangor', nation: 'NIR' });
    expect(splitNation('Perth, Scotland')).toEqual({ name: 'Perth', nation: 'SCT' });
  });

  it('drops "UK" and its like, which name no nation', () => {
    expect(splitNation('Leeds, UK')).toEqual({ name: 'Leeds' });
    expect(splitNation('Leeds, United Kingdom')).toEqual({ name: 'Leeds' });
  });

  it('keeps any other text after a comma', () => {
    expect(splitNation('Leeds')).toEqual({ name: 'Leeds' });
    expect(splitNation('Headingley, Leeds')).toEqual({ name: 'Headingley, Leeds' });
  });
});
