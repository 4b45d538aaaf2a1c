import type { LatLon } from './haversine';
import {
  fitMapView,
  latitudeOfMercatorY,
  mapGeometry,
  mercatorX,
  mercatorY,
  type MapView,
} from './map-view';

/** Where a point lands on a 390 x 480 map (512-pixel tiles) showing `view`, from the top left. */
function pixelOf(point: LatLon, view: MapView) {
  const world = mapGeometry.tileSize * 2 ** view.zoom;
  return {
    x: (mercatorX(point.lon) - mercatorX(view.centre.lon)) * world + mapGeometry.width / 2,
    y: (mercatorY(point.lat) - mercatorY(view.centre.lat)) * world + mapGeometry.height / 2,
  };
}

const inside = (points: LatLon[], view: MapView, padding = 0) =>
  points.every((point) => {
    const { x, y } = pixelOf(point, view);
    return (
      x >= padding - 1e-9 &&
      x <= mapGeometry.width - padding + 1e-9 &&
      y >= padding - 1e-9 &&
      y <= mapGeometry.height - padding + 1e-9
    );
  });

const leeds: LatLon[] = [
  { lat: 53.7957, lon: -1.5452 },
  { lat: 53.8195, lon: -1.5774 },
  { lat: 53.7955, lon: -1.5395 },
  { lat: 53.7982, lon: -1.5405 },
];
const acrossTheUk: LatLon[] = [
  { lat: 57.4745, lon: -4.2275 }, // Inverness
  { lat: 50.3675, lon: -4.1385 }, // Plymouth
  { lat: 54.9965, lon: -7.3215 }, // Derry
  { lat: 52.631, lon: 1.299 }, // Norwich
];

describe('Web Mercator', () => {
  it('puts the equator and the Greenwich meridian in the middle of the world', () => {
    expect(mercatorX(0)).toBe(0.5);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorY(85.05112878)).toBeCloseTo(0, 6);
  });

  it('turns a y back into its latitude', () => {
    for (const lat of [-60, 0, 50.37, 53.8, 60.15]) {
      expect(latitudeOfMercatorY(mercatorY(lat))).toBeCloseTo(lat, 9);
    }
  });
});

describe('fitMapView (390 x 480, 512-pixel tiles, zoom up to 18)', () => {
  it('has no view for no points', () => {
    expect(fitMapView([])).toBeNull();
  });

  it('zooms to the maximum on a single point, centred on it', () => {
    const view = fitMapView([{ lat: 53.7957, lon: -1.5452 }]);
    expect(view?.zoom).toBe(18);
    expect(view?.centre.lat).toBeCloseTo(53.7957, 9);
    expect(view?.centre.lon).toBeCloseTo(-1.5452, 9);
    expect(fitMapView([{ lat: 53.7957, lon: -1.5452 }], { maxZoom: 15 })?.zoom).toBe(15);
  });

  it('fits a degree of longitude on the equator at zoom 8 (log2(390 x 360 / 512) = 8.1)', () => {
    const view = fitMapView([
      { lat: 0, lon: -0.5 },
      { lat: 0, lon: 0.5 },
    ]);
    expect(view).toEqual({ centre: { lat: 0, lon: 0 }, zoom: 8 });
  });

  it.each([
    ['the restaurants of Leeds', leeds, 12],
    ['restaurants across the UK', acrossTheUk, 4],
  ])('shows %s at the closest zoom that holds them all', (_name, points, zoom) => {
    const view = fitMapView(points)!;
    expect(view.zoom).toBe(zoom);
    expect(inside(points, view)).toBe(true);
    expect(inside(points, { ...view, zoom: view.zoom + 1 })).toBe(false);
  });

  it('centres between the bounds in Mercator space, not on the mean of the latitudes', () => {
    const view = fitMapView(acrossTheUk)!;
    const { y: top } = pixelOf({ lat: 57.4745, lon: 0 }, view);
    const { y: bottom } = pixelOf({ lat: 50.3675, lon: 0 }, view);
    expect(top).toBeCloseTo(mapGeometry.height - bottom, 6);
    expect(view.centre.lat).not.toBeCloseTo((57.4745 + 50.3675) / 2, 2);
  });

  it('keeps the padding clear', () => {
    // Leeds spans 221 pixels at zoom 12: 390 - 2 x 90 = 210 pixels are too few.
    const padded = fitMapView(leeds, { padding: 90 })!;
    expect(padded.zoom).toBe(11);
    expect(inside(leeds, padded, 90)).toBe(true);
  });

  it('never zooms out past the minimum', () => {
    const world = [
      { lat: -60, lon: -179 },
      { lat: 70, lon: 179 },
    ];
    expect(fitMapView(world)?.zoom).toBe(0);
    expect(fitMapView(world, { minZoom: 2 })?.zoom).toBe(2);
  });

  it('fits another map size and tile size when asked (a 256-pixel-tile map zooms one closer)', () => {
    const view512 = fitMapView(acrossTheUk)!;
    const view256 = fitMapView(acrossTheUk, { tileSize: 256 })!;
    expect(view256.zoom).toBe(view512.zoom + 1);
    expect(fitMapView(acrossTheUk, { width: 1200, height: 900 })!.zoom).toBeGreaterThan(
      view512.zoom,
    );
  });
});
