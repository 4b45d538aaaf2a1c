import { placeLabels, type MapPlace } from './place-labels';

const size = { width: 390, height: 480 };
const leedsView = { centre: { lat: 53.8, lng: -1.55 }, zoom: 12 };

const places: MapPlace[] = [
  ['Leeds', 53.7965, -1.5478, 5],
  ['Headingley', 53.8197, -1.5941, 10],
  ['Kirkstall', 53.8185, -1.6, 10], // beside Headingley: at zoom 12 their names would touch
  ['Hunslet', 53.7799, -1.5316, 10],
  ['York', 53.958, -1.0827, 5], // off the map at this view
];

describe('placeLabels', () => {
  it("names a city's districts close up, never two names on top of each other", () => {
    const labels = placeLabels(places, leedsView, size);
    expect(labels.map((label) => label.name)).toEqual([
      'Leeds',
      'Headingley',
      'Kirkstall',
      'Hunslet',
    ]);
    // Kirkstall's name would touch Headingley's: it moves just below or above its place.
    const [headingley, kirkstall] = [labels[1]!, labels[2]!];
    expect(Math.abs(kirkstall.top - headingley.top)).toBeGreaterThanOrEqual(18);
    expect(labels[0]).toMatchObject({ town: true });
    expect(labels[1]).toMatchObject({ town: false });
    const leeds = labels[0]!;
    expect(leeds.left).toBeCloseTo(195 + ((-1.5478 + 1.55) * (256 * 2 ** 12)) / 360, 0);
  });

  it('names only the principal towns from further out', () => {
    const labels = placeLabels(places, { centre: { lat: 54, lng: -1.4 }, zoom: 8 }, size);
    expect(labels.map((label) => label.name)).toEqual(['Leeds', 'York']);
  });
});

describe('placeLabels around the markers', () => {
  it('moves a name off a marker, just below or above its place, or leaves it out', () => {
    const [leeds] = placeLabels(places, leedsView, size);
    const moved = placeLabels(places, leedsView, size, [{ left: leeds!.left, top: leeds!.top }]);
    const leedsMoved = moved.find((label) => label.name === 'Leeds')!;
    expect(leedsMoved.left).toBe(leeds!.left);
    expect(Math.abs(leedsMoved.top - leeds!.top)).toBe(28);
  });
});
