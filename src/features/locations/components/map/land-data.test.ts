import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CENTRE_EXTENT, LAND_EXTENT, LAND_URL } from './land-extent';
import { MIN_ZOOM } from './map-view';
import type { LandMap } from './use-land';
import { project, worldSize } from './web-mercator';

// public/maps/uk.json is generated (scripts/build-uk-map.ts); this keeps it in step with the map.
const land = JSON.parse(
  readFileSync(path.join(process.cwd(), 'public', LAND_URL), 'utf8'),
) as LandMap & { width: number; height: number };

describe('the offline map data', () => {
  it('is drawn in the frame the map reads: zoom-11 pixels from the extent corner', () => {
    // Zoom 11 (about 45 m a pixel in the UK): fine enough for the 1:10m coast at city zoom.
    expect(land).toMatchObject({ zoom: 11, tileSize: 256 });
    const northWest = project({ lat: LAND_EXTENT.north, lng: LAND_EXTENT.west });
    const size = worldSize(land.zoom, land.tileSize);
    expect(land.origin).toEqual([Math.floor(northWest.x * size), Math.floor(northWest.y * size)]);
  });

  it('has the United Kingdom and Ireland, and the borders between countries', () => {
    const names = land.land.map((country) => country.name);
    expect(names).toEqual(expect.arrayContaining(['United Kingdom', 'Ireland', 'France']));
    for (const country of land.land) expect(country.d).toMatch(/^M\d+ \d+l[-\d ]+z/);
    expect(land.borders).toMatch(/^M\d+ \d+l/);
  });

  it('reaches past the edges of a 390 by 480 map at zoom 5 wherever its centre is dragged', () => {
    const scale = worldSize(MIN_ZOOM);
    const data = {
      northWest: project({ lat: LAND_EXTENT.north, lng: LAND_EXTENT.west }),
      southEast: project({ lat: LAND_EXTENT.south, lng: LAND_EXTENT.east }),
    };
    for (const lat of [CENTRE_EXTENT.south, CENTRE_EXTENT.north]) {
      for (const lng of [CENTRE_EXTENT.west, CENTRE_EXTENT.east]) {
        const centre = project({ lat, lng });
        expect(centre.x - 195 / scale).toBeGreaterThan(data.northWest.x);
        expect(centre.x + 195 / scale).toBeLessThan(data.southEast.x);
        expect(centre.y - 240 / scale).toBeGreaterThan(data.northWest.y);
        expect(centre.y + 240 / scale).toBeLessThan(data.southEast.y);
      }
    }
  });
});
