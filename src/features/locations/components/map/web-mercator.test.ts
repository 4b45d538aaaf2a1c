import { project, unproject, worldSize } from './web-mercator';

describe('Web-Mercator projection', () => {
  it('puts the equator and Greenwich in the middle of the world', () => {
    expect(project({ lat: 0, lng: 0 })).toEqual({ x: 0.5, y: 0.5 });
  });

  it('matches d3-geo spherical Mercator, as the offline land was drawn with', () => {
    // geoMercator().scale(1 / (2 * Math.PI)).translate([0.5, 0.5]) for the same places.
    const reference: [string, number, number, number, number][] = [
      ['Leeds', 53.7997, -1.5492, 0.495696667, 0.322025956],
      ['London', 51.5074, -0.1278, 0.499645, 0.332525523],
      ['Aberdeen', 57.1497, -2.0943, 0.4941825, 0.305595145],
      ['Plymouth', 50.3755, -4.1427, 0.4884925, 0.337515686],
    ];
    for (const [, lat, lng, x, y] of reference) {
      const point = project({ lat, lng });
      expect(point.x).toBeCloseTo(x, 8);
      expect(point.y).toBeCloseTo(y, 8);
    }
  });

  it('places London on the map tile Google Maps uses at zoom 10', () => {
    const { x, y } = project({ lat: 51.5074, lng: -0.1278 });
    expect(Math.floor(x * 2 ** 10)).toBe(511);
    expect(Math.floor(y * 2 ** 10)).toBe(340);
  });

  it('stops at the square world edge near the poles', () => {
    expect(project({ lat: 90, lng: 180 }).y).toBeCloseTo(0, 6);
    expect(project({ lat: -90, lng: -180 })).toEqual({ x: 0, y: expect.closeTo(1, 6) });
  });

  it('turns world points back into the same latitude and longitude', () => {
    for (const place of [
      { lat: 53.7997, lng: -1.5492 },
      { lat: 60.1546, lng: -1.1494 },
      { lat: -33.8688, lng: 151.2093 },
    ]) {
      const back = unproject(project(place));
      expect(back.lat).toBeCloseTo(place.lat, 9);
      expect(back.lng).toBeCloseTo(place.lng, 9);
    }
  });

  it('doubles the world with each zoom level, 256-pixel tiles unless told', () => {
    expect(worldSize(0)).toBe(256);
    expect(worldSize(18)).toBe(256 * 262_144);
    expect(worldSize(3, 512)).toBe(4096);
  });
});
