import type { z } from 'zod';
import type { LatLon } from '@/lib/geo';
import type { Logger } from '@/lib/log';
import { parsePostcode } from '../../utils/postcode';
import { townOfPostcodeArea } from '../../utils/postcode-areas';
import type { GeocodeResult, Geocoder } from '../geocoder';
import { geocoderUnavailable } from '../geocoder-error';
import { splitNation } from '../place-name';
import { bestPlace } from './best-place';
import {
  nearestOutcodesAnswer,
  nearestPostcodesAnswer,
  outcodeAnswer,
  placesAnswer,
  postcodeAnswer,
} from './postcodes-io.schema';

export interface PostcodesIoOptions {
  /** POSTCODES_IO_URL, e.g. https://api.postcodes.io (it may have a path of its own). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** The time-out of one HTTP exchange, body included (default 5 s: a diner is waiting). */
  timeoutMs?: number;
  logger: Pick<Logger, 'warn'>;
}

/** How far from a point a postcode still names it (postcodes.io allows 2,000 m at most). */
const postcodeRadiusMetres = 1000;
/** How far an outcode may be when no postcode is that near (at most 25,000 m). */
const outcodeRadiusMetres = 25_000;
/** How many places to weigh against each other for a name. */
const placeCandidates = 10;

/**
 * The postcodes.io geocoder: full postcodes, outcodes (districts) and OS Open Names places, and
 * reverse lookup to the nearest postcode (or outcode). A 404 is "nothing found"; a time-out, a
 * network failure, any other status or an answer not in the documented format is the service's
 * failure, logged and thrown as a 502.
 */
export function createPostcodesIoGeocoder(options: PostcodesIoOptions): Geocoder {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/`;
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;

  async function get<T extends z.ZodType<{ result: unknown }>>(
    path: string,
    query: Record<string, string | number>,
    schema: T,
  ): Promise<z.output<T>['result'] | null> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    const fail = (cause: unknown, details: object) => {
      options.logger.warn(
        { err: cause, url: url.pathname, ...details },
        'postcodes.io call failed',
      );
      return geocoderUnavailable(cause);
    };

    let status: number;
    let text: string;
    try {
      const response = await fetchFn(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw fail(error, { timeoutMs });
    }
    if (status === 404) return null;
    if (status !== 200) throw fail(new Error(`postcodes.io answered ${status}`), { status });

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw fail(error, { status });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw fail(parsed.error, { status, issues: parsed.error.issues });
    return (parsed.data as { result: unknown }).result as z.output<T>['result'];
  }

  const located = <T extends { latitude: number | null; longitude: number | null }>(
    found: T | null,
  ): (T & { latitude: number; longitude: number }) | null =>
    found && found.latitude !== null && found.longitude !== null
      ? (found as T & { latitude: number; longitude: number })
      : null;

  async function district(outcode: string): Promise<GeocodeResult | null> {
    const found = located(await get(`outcodes/${encodeURIComponent(outcode)}`, {}, outcodeAnswer));
    return (
      found && { lat: found.latitude, lon: found.longitude, label: found.outcode, kind: 'district' }
    );
  }

  async function place(query: string): Promise<{ lat: number; lon: number; name: string } | null> {
    const { name, nation } = splitNation(query);
    const places = await get('places', { q: name.trim(), limit: placeCandidates }, placesAnswer);
    const found = bestPlace(name, places ?? [], nation);
    return found && { lat: found.latitude, lon: found.longitude, name: found.name_1 };
  }

  return {
    async search(query) {
      const parsed = parsePostcode(query);
      if (parsed?.kind === 'postcode') {
        const path = `postcodes/${encodeURIComponent(parsed.text)}`;
        const found = located(await get(path, {}, postcodeAnswer));
        if (found) {
          return {
            lat: found.latitude,
            lon: found.longitude,
            label: found.postcode,
            kind: 'postcode',
          };
        }
        // A postcode the service does not know (too new, retired or mistyped) still names a district.
        return district(parsed.outward);
      }
      if (parsed?.kind === 'district') return district(parsed.outward);
      if (parsed?.kind === 'area') {
        // postcodes.io has no postcode areas: an area is its town, as in the embedded geocoder.
        const town = await place(townOfPostcodeArea(parsed.area));
        return town && { lat: town.lat, lon: town.lon, label: parsed.text, kind: 'area' };
      }
      const found = await place(query);
      return found && { lat: found.lat, lon: found.lon, label: found.name, kind: 'place' };
    },

    async reverse({ lat, lon }: LatLon) {
      const near = { lon, lat, limit: 1 };
      const postcodes = await get(
        'postcodes',
        { ...near, radius: postcodeRadiusMetres },
        nearestPostcodesAnswer,
      );
      const postcode = postcodes?.[0];
      if (postcode) return { postcode: postcode.postcode, place: postcode.admin_district ?? null };
      const outcodes = await get(
        'outcodes',
        { ...near, radius: outcodeRadiusMetres },
        nearestOutcodesAnswer,
      );
      const outcode = outcodes?.[0];
      return outcode
        ? { postcode: outcode.outcode, place: outcode.admin_district?.[0] ?? null }
        : null;
    },
  };
}
