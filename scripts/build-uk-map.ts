// Builds public/maps/uk.json: the land drawn by the offline restaurant map
// (src/features/locations/components/map). Run once, and again only to change the data:
//   npx tsx scripts/build-uk-map.ts
// Natural Earth countries (world-atlas, public domain) are converted with topojson-client, clipped
// to LAND_EXTENT and projected with d3-geo's spherical Mercator (the Web-Mercator of map tiles)
// here, at build time, so the browser gets ready-made SVG paths and needs neither library. The
// coasts a diner zooms in on (the UK, Ireland, the Isle of Man and the Channel Islands) come from
// the 1:10m data, which still has a shape at city zoom; the neighbours, only ever seen from afar,
// from the 1:50m data. Every ring is simplified (Douglas-Peucker) to a pixel at zoom 11.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { geoMercator, geoPath, type GeoContext } from 'd3-geo';
import { format } from 'prettier';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  LAND_EXTENT as extent,
  LAND_URL,
} from '../src/features/locations/components/map/land-extent';

/**
 * The paths are in Web-Mercator pixels at this zoom (256-pixel tiles), rounded to whole pixels: at
 * zoom 11 a pixel is about 45 metres in the UK, finer than the 1:10m data itself.
 */
const zoom = 11;
const tileSize = 256;
/** Natural Earth's names of the lands drawn from the finer data. */
const FINE = new Set(['United Kingdom', 'Ireland', 'Isle of Man', 'Guernsey', 'Jersey']);

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;
function readTopology(resolution: '10m' | '50m'): Countries {
  const file = path.join(process.cwd(), `node_modules/world-atlas/countries-${resolution}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Countries;
}
const fine = readTopology('10m');
const coarse = readTopology('50m');

const worldSize = tileSize * 2 ** zoom;
const world = geoMercator()
  .scale(worldSize / (2 * Math.PI))
  .translate([worldSize / 2, worldSize / 2]);
// Pixels are counted from the extent's north-west corner, which keeps the numbers small: SVG
// renderers use single-precision floats, and street-level zoom would show their rounding.
const [originX, originY] = world([extent.west, extent.north])!.map(Math.floor) as [number, number];
const [eastX, southY] = world([extent.east, extent.south])!.map(Math.ceil) as [number, number];
const width = eastX - originX;
const height = southY - originY;
const projection = world.translate([worldSize / 2 - originX, worldSize / 2 - originY]).clipExtent([
  [0, 0],
  [width, height],
]);

/** A d3-geo path context that writes compact SVG path data: whole pixels, relative steps. */
class CompactPath implements GeoContext {
  private parts: string[] = [];
  private ring: [number, number][] = [];

  /** `closed` for polygons (rings), not for lines (borders). */
  constructor(private readonly closed: boolean) {}

  beginPath() {}

  moveTo(x: number, y: number) {
    this.flush();
    this.ring = [[Math.round(x), Math.round(y)]];
  }

  lineTo(x: number, y: number) {
    const point: [number, number] = [Math.round(x), Math.round(y)];
    const last = this.ring.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) this.ring.push(point);
  }

  closePath() {
    this.flush();
  }

  arc() {
    throw new Error('Polygons have no point geometries');
  }

  toString() {
    this.flush();
    return this.parts.join('');
  }

  private flush() {
    const ring = simplify(this.ring, TOLERANCE);
    // A ring that shrank to fewer than three pixels is an islet too small to see.
    if (ring.length >= (this.closed ? 3 : 2)) {
      const [first, ...rest] = ring;
      let [x, y] = first!;
      const steps = rest.map(([nextX, nextY]) => {
        const step = signed(nextX - x, nextY - y);
        [x, y] = [nextX, nextY];
        return step;
      });
      const close = this.closed ? 'z' : '';
      this.parts.push(`M${first![0]} ${first![1]}l${steps.join(' ').replace(/ -/g, '-')}${close}`);
    }
    this.ring = [];
  }
}

/** How far (in pixels at `zoom`) simplifying may move a coast: one pixel. */
const TOLERANCE = 1;

/** Douglas-Peucker: the fewest points that keep the line within `tolerance` of the original. */
function simplify(points: [number, number][], tolerance: number): [number, number][] {
  if (points.length <= 2) return points;
  const first = points[0]!;
  const last = points.at(-1)!;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const distance = distanceToSegment(points[i]!, first, last);
    if (distance > farthest) [farthest, index] = [distance, i];
  }
  if (farthest <= tolerance) return [first, last];
  return [
    ...simplify(points.slice(0, index + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(index), tolerance),
  ];
}

function distanceToSegment(
  [x, y]: [number, number],
  [x1, y1]: [number, number],
  [x2, y2]: [number, number],
) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  // A closed ring starts and ends at one point: measure from it.
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

function signed(dx: number, dy: number) {
  return dy < 0 ? `${dx}${dy}` : `${dx} ${dy}`;
}

function pathData(shape: Parameters<ReturnType<typeof geoPath>>[0], closed: boolean) {
  const context = new CompactPath(closed);
  geoPath(projection, context)(shape);
  return context.toString();
}

/** A country of either topology, or one side of a border (which may be a null geometry). */
type Country = { properties?: { name?: string } | null };
const isFine = (country: Country) => FINE.has(country.properties?.name ?? '');
const countries = (topology: Countries, wanted: (country: Country) => boolean) =>
  feature(topology, topology.objects.countries).features.filter(wanted);

// Every country is clipped to the extent; those outside it come out empty and are left out.
const land = [...countries(fine, isFine), ...countries(coarse, (country) => !isFine(country))]
  .map((country) => ({ name: country.properties.name, d: pathData(country, true) }))
  .filter((country) => country.d.length > 0);
// Borders between countries are drawn apart from the land, so no line is stroked where the
// extent cuts a coast: the UK's and Ireland's from the finer data, the others' from the coarser.
const borders = [
  pathData(
    mesh(fine, fine.objects.countries, (a, b) => a !== b && (isFine(a) || isFine(b))),
    false,
  ),
  pathData(
    mesh(coarse, coarse.objects.countries, (a, b) => a !== b && !isFine(a) && !isFine(b)),
    false,
  ),
].join('');

const map = {
  source:
    'Natural Earth 1:10 million (the UK, Ireland, the Isle of Man, the Channel Islands) and ' +
    '1:50 million (the rest), from world-atlas; public domain',
  zoom,
  tileSize,
  origin: [originX, originY],
  width,
  height,
  land,
  borders,
};
const outFile = path.join(process.cwd(), 'public', LAND_URL);
mkdirSync(path.dirname(outFile), { recursive: true });
// Formatted as the repository's Prettier check expects.
void format(JSON.stringify(map), { parser: 'json', filepath: outFile }).then((json) => {
  writeFileSync(outFile, json);
  const name = path.relative(process.cwd(), outFile);
  console.log(`${name}: ${land.length} countries, ${json.length} bytes`);
});
