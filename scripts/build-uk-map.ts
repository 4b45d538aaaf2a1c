// Builds public/maps/uk.json: the land drawn by the offline restaurant map
// (src/features/locations/components/map). Run once, and again only to change the data:
//   npx tsx scripts/build-uk-map.ts [50m|10m]
// Natural Earth countries (world-atlas; 1:50m by default, 1:10m is five times the size) are
// converted with topojson-client, clipped to LAND_EXTENT and projected with d3-geo's spherical
// Mercator (the Web-Mercator of map tiles) here, at build time, so the browser gets ready-made SVG
// paths and needs neither library.
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

/** The paths are in Web-Mercator pixels at this zoom (256-pixel tiles), rounded to whole pixels. */
const zoom = 9;
const tileSize = 256;
const resolution = process.argv[2] ?? '50m';
const topologyFile = path.join(
  process.cwd(),
  `node_modules/world-atlas/countries-${resolution}.json`,
);
const topology = JSON.parse(readFileSync(topologyFile, 'utf8')) as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;

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
    // A ring that shrank to fewer than three pixels is an islet too small to see.
    if (this.ring.length >= (this.closed ? 3 : 2)) {
      const [first, ...rest] = this.ring;
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

function signed(dx: number, dy: number) {
  return dy < 0 ? `${dx}${dy}` : `${dx} ${dy}`;
}

function pathData(shape: Parameters<ReturnType<typeof geoPath>>[0], closed: boolean) {
  const context = new CompactPath(closed);
  geoPath(projection, context)(shape);
  return context.toString();
}

// Every country is clipped to the extent; those outside it come out empty and are left out.
const land = feature(topology, topology.objects.countries)
  .features.map((country) => ({ name: country.properties.name, d: pathData(country, true) }))
  .filter((country) => country.d.length > 0);
// Borders between countries are drawn apart from the land, so no line is stroked where the
// extent cuts a coast.
const borders = pathData(
  mesh(topology, topology.objects.countries, (a, b) => a !== b),
  false,
);

const map = {
  source: `Natural Earth 1:${resolution.replace('m', ' million')} (world-atlas), public domain`,
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
