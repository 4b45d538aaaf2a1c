import { CENTRE_EXTENT } from './land-extent';
import {
  closerView,
  fitView,
  markersKey,
  markerView,
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  zoomBy,
} from './map-view';
import { project } from './web-mercator';

const leeds = { lat: 53.7997, lng: -1.5492 };
const manchester = { lat: 53.4808, lng: -2.2426 };
const york = { lat: 53.959, lng: -1.0815 };
const london = { lat: 51.5074, lng: -0.1278 };
const aberdeen = { lat: 57.1497, lng: -2.0943 };
const plymouth = { lat: 50.3755, lng: -4.1427 };

describe('fitView', () => {
  it('has nothing to fit without points', () => {
    expect(fitView([])).toBeNull();
  });

  it('shows one restaurant at street level', () => {
    expect(fitView([leeds])).toEqual({
      centre: { lat: leeds.lat, lng: expect.closeTo(leeds.lng, 9) },
      zoom: MAX_ZOOM,
    });
  });

  it('is never further out than 5 (the UK), even for restaurants from Aberdeen to Plymouth', () => {
    // 512-pixel tiles would take zoom 4 to hold them; drawn with 256-pixel tiles, 5 holds them.
    expect(fitView([aberdeen, plymouth])?.zoom).toBe(MIN_ZOOM);
  });

  it('fits nearby restaurants close up and far-apart ones further out', () => {
    expect(fitView([leeds, york])?.zoom).toBe(9);
    expect(fitView([leeds, manchester])?.zoom).toBe(8);
    expect(fitView([leeds, london])?.zoom).toBe(6);
    expect(fitView([aberdeen, plymouth, leeds])?.zoom).toBe(5);
  });

  it('centres on the middle of the projected bounds, north of the mean latitude', () => {
    const view = fitView([aberdeen, plymouth])!;
    expect(view.centre.lng).toBeCloseTo((aberdeen.lng + plymouth.lng) / 2, 9);
    expect(view.centre.lat).toBeGreaterThan((aberdeen.lat + plymouth.lat) / 2);
    const middle = project(view.centre);
    expect(middle.y).toBeCloseTo((project(aberdeen).y + project(plymouth).y) / 2, 12);
  });

  it('leaves every point inside a 390 by 480 map when drawn with 256-pixel tiles', () => {
    const points = [leeds, manchester, york, london];
    const view = fitView(points)!;
    const middle = project(view.centre);
    const scale = 256 * 2 ** view.zoom;
    for (const point of points.map(project)) {
      expect(Math.abs((point.x - middle.x) * scale)).toBeLessThanOrEqual(390 / 2);
      expect(Math.abs((point.y - middle.y) * scale)).toBeLessThanOrEqual(480 / 2);
    }
  });
});

describe('changing the view', () => {
  const view = { centre: leeds, zoom: 10 };

  it('zooms one level at a time within 5 and 18', () => {
    expect(zoomBy(view, 1).zoom).toBe(11);
    expect(zoomBy(view, -1).zoom).toBe(9);
    expect(zoomBy({ centre: leeds, zoom: 18 }, 1).zoom).toBe(18);
    expect(zoomBy({ centre: leeds, zoom: 5 }, -1).zoom).toBe(5);
    expect(zoomBy(view, 1).centre).toBe(leeds);
  });

  it('pans by screen pixels at the current zoom', () => {
    // At zoom 10 the world is 262,144 pixels round: 256 pixels are 360 / 1024 degrees.
    const moved = panBy(view, 256, 0);
    expect(moved.centre.lng).toBeCloseTo(leeds.lng + 360 / 1024, 9);
    expect(moved.centre.lat).toBeCloseTo(leeds.lat, 9);
    expect(panBy(view, 0, -100).centre.lat).toBeGreaterThan(leeds.lat);
    expect(moved.zoom).toBe(10);
  });

  it('keeps the centre inside the extent of the land when given one', () => {
    const far = panBy({ centre: leeds, zoom: 5 }, -1e6, -1e6, CENTRE_EXTENT);
    expect(far.centre.lng).toBeCloseTo(CENTRE_EXTENT.west, 9);
    expect(far.centre.lat).toBeCloseTo(CENTRE_EXTENT.north, 9);
    const unlimited = panBy({ centre: leeds, zoom: 5 }, -1000, 0);
    expect(unlimited.centre.lng).toBeLessThan(CENTRE_EXTENT.west);
  });

  it('shows a marker centred at zoom 18', () => {
    expect(markerView({ id: 'a', label: 'Leeds', number: 1, ...leeds })).toEqual({
      centre: leeds,
      zoom: 18,
    });
  });
});

describe('markersKey', () => {
  const marker = { id: 'leeds', label: 'Leeds Trinity', number: 1, ...leeds };

  it('changes when a marker is added, removed or moved, not when re-created alike', () => {
    const key = markersKey([marker]);
    expect(markersKey([{ ...marker }])).toBe(key);
    expect(markersKey([{ ...marker, number: 2 }])).toBe(key);
    expect(markersKey([marker, { ...marker, id: 'york', ...york }])).not.toBe(key);
    expect(markersKey([])).not.toBe(key);
    expect(markersKey([{ ...marker, lat: 53.8 }])).not.toBe(key);
  });
});

describe('closerView', () => {
  const trinity = { lat: 53.7959, lng: -1.5446 };
  const headingley = { lat: 53.8197, lng: -1.5941 };

  it("fits a cluster's restaurants when that is closer", () => {
    const view = closerView({ centre: { lat: 54.5, lng: -3 }, zoom: 5 }, [trinity, headingley]);
    expect(view.zoom).toBeGreaterThan(10);
    expect(view.centre.lat).toBeCloseTo((trinity.lat + headingley.lat) / 2, 1);
  });

  it('always zooms in at least one level, never past street level', () => {
    expect(closerView({ centre: trinity, zoom: 16 }, [trinity, headingley]).zoom).toBe(17);
    expect(closerView({ centre: trinity, zoom: 18 }, [trinity, trinity]).zoom).toBe(18);
  });
});
