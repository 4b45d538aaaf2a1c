import { findAreaTowns } from './area-towns';
import { loadUkPlaces } from './gazetteer';
import { nearestPlace, postcodeAreaNear } from './nearest';

const places = loadUkPlaces();
const towns = findAreaTowns(places);

describe('nearestPlace', () => {
  it('is the place at the least great-circle distance, with the distance', () => {
    const points = [
      { name: 'York', lat: 53.95763, lon: -1.08271 },
      { name: 'Leeds', lat: 53.79648, lon: -1.54785 },
      { name: 'Bradford', lat: 53.79391, lon: -1.75206 },
    ];
    const found = nearestPlace({ lat: 53.8, lon: -1.6 }, points);
    expect(found?.place.name).toBe('Leeds');
    expect(found?.miles).toBeCloseTo(2.1, 1);
    expect(nearestPlace({ lat: 53.8, lon: -1.6 }, [])).toBeNull();
  });

  it('finds the UK place nearest a point', () => {
    expect(nearestPlace({ lat: 53.7965, lon: -1.548 }, places)?.place.name).toBe('Leeds');
    expect(nearestPlace({ lat: 55.953, lon: -3.189 }, places)?.place.name).toBe('Edinburgh');
  });
});

describe('postcodeAreaNear', () => {
  it.each([
    [{ lat: 53.8, lon: -1.55 }, 'LS'], // Leeds
    [{ lat: 53.8195, lon: -1.5774 }, 'LS'], // Headingley
    [{ lat: 53.79, lon: -1.76 }, 'BD'], // Bradford
    [{ lat: 55.86, lon: -4.25 }, 'G'], // Glasgow
    [{ lat: 51.48, lon: -3.18 }, 'CF'], // Cardiff
    [{ lat: 54.6, lon: -5.93 }, 'BT'], // Belfast
    [{ lat: 60.155, lon: -1.145 }, 'ZE'], // Lerwick
    [{ lat: 51.5113, lon: -0.1236 }, 'WC'], // Covent Garden
    [{ lat: 51.5155, lon: -0.0922 }, 'EC'], // the City
    [{ lat: 51.4617, lon: -0.1384 }, 'SW'], // Clapham
    [{ lat: 51.5049, lon: -0.0196 }, 'E'], // Canary Wharf
    [{ lat: 51.4816, lon: -0.0076 }, 'SE'], // Greenwich
    [{ lat: 51.5008, lon: -0.194 }, 'W'], // Kensington
    [{ lat: 51.5416, lon: -0.1755 }, 'NW'], // Swiss Cottage
    [{ lat: 51.5867, lon: -0.1037 }, 'N'], // Wood Green
  ])('gives %j the area %s', (point, area) => {
    expect(postcodeAreaNear(point, towns)).toBe(area);
  });

  it('has no area without towns', () => {
    expect(postcodeAreaNear({ lat: 53.8, lon: -1.55 }, new Map())).toBeNull();
  });
});
