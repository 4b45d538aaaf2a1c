import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { milesBetween } from '@/lib/geo';
import { outcodes, places, postcodes } from './fake-postcodes-io-data';

/** A request the fake received: its path and query. */
export interface FakeRequest {
  path: string;
  query: Record<string, string>;
}

/** A scripted answer: JSON `body`, or `raw` text; `hang` never answers. */
export interface ScriptedAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  hang?: boolean;
}

export interface FakePostcodesIo {
  baseUrl: string;
  requests: FakeRequest[];
  /** Answers the next requests with these, one each, then as usual again. */
  script(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

type Point = { latitude: number; longitude: number };
type Located = { latitude: number | null; longitude: number | null };

/** How postcodes.io folds a name for search: lower case, no apostrophes, hyphens as spaces. */
const fold = (text: string) => text.toLowerCase().trim().replace(/'/g, '').replace(/-/g, ' ');
const compact = (text: string) => text.toUpperCase().replace(/\s+/g, '');

/**
 * A local HTTP server answering as postcodes.io documents (https://postcodes.io/docs), from a
 * handful of postcodes, outcodes and places: `GET /postcodes/{postcode}`, `/outcodes/{outcode}`,
 * `/places?q&limit` (a phrase search on the names, else a prefix search), and the reverse
 * `/postcodes?lon&lat&limit&radius` (100 m by default, 2,000 at most; `result: null` when none) and
 * `/outcodes?lon&lat&limit&radius` (5,000 m by default, 25,000 at most). Errors are
 * `{ status, error }` with the same HTTP status. Tests script failures with `script`.
 */
export async function startFakePostcodesIo(): Promise<FakePostcodesIo> {
  const requests: FakeRequest[] = [];
  const scripted: ScriptedAnswer[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    const path = url.pathname.replace(/^\/api/, '');
    requests.push({ path, query });

    const answer = scripted.shift();
    if (answer?.hang) return void hanging.add(res);
    if (answer) {
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      return void res.end(answer.raw ?? JSON.stringify(answer.body));
    }
    const [status, body] = route(req.method ?? 'GET', path, query);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    // A path of its own, as a proxy in front of the real service may have.
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    script: (...answers) => void scripted.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ok = (result: unknown): [number, unknown] => [200, { status: 200, result }];
const error = (status: number, message: string): [number, unknown] => [
  status,
  { status, error: message },
];

function route(method: string, path: string, query: Record<string, string>): [number, unknown] {
  if (method !== 'GET') return error(405, 'Method not allowed');
  const postcode = /^\/postcodes\/([^/]+)$/.exec(path);
  if (postcode) {
    const wanted = compact(decodeURIComponent(postcode[1]!));
    if (!/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(wanted)) return error(404, 'Invalid postcode');
    const found = postcodes.find((entry) => compact(entry.postcode) === wanted);
    return found ? ok(found) : error(404, 'Postcode not found');
  }
  const outcode = /^\/outcodes\/([^/]+)$/.exec(path);
  if (outcode) {
    const found = outcodes.find(
      (entry) => entry.outcode === compact(decodeURIComponent(outcode[1]!)),
    );
    return found ? ok(found) : error(404, 'Outcode not found');
  }
  if (path === '/places') return searchPlaces(query);
  if (path === '/postcodes' || path === '/outcodes') {
    const list: Located[] = path === '/postcodes' ? postcodes : outcodes;
    const [defaultRadius, maxRadius] = path === '/postcodes' ? [100, 2000] : [5000, 25_000];
    const lat = Number(query.lat);
    const lon = Number(query.lon);
    if (!query.lat || !query.lon || Number.isNaN(lat) || Number.isNaN(lon)) {
      return error(400, 'Invalid longitude/latitude submitted');
    }
    const radius = Math.min(Number(query.radius ?? defaultRadius), maxRadius);
    const limit = Math.min(Number(query.limit ?? 10), 100);
    const near = nearest(list, { latitude: lat, longitude: lon }, radius, limit);
    return ok(near.length > 0 ? near : null);
  }
  return error(404, 'Resource not found');
}

function searchPlaces(query: Record<string, string>): [number, unknown] {
  const name = fold(query.q ?? query.query ?? '');
  if (!query.q && !query.query)
    return error(400, 'No valid query submitted. Remember to include every parameter');
  const limit = Math.min(Number(query.limit ?? 10), 100);
  const names = (place: (typeof places)[number]) =>
    [place.name_1, place.name_2].filter((n): n is string => Boolean(n)).map(fold);
  const phrase = places.filter((place) => names(place).some((n) => ` ${n} `.includes(` ${name} `)));
  const found =
    phrase.length > 0
      ? phrase
      : places.filter((place) => names(place).some((n) => n.startsWith(name)));
  return ok(name ? found.slice(0, limit) : []);
}

function nearest<T extends { latitude: number | null; longitude: number | null }>(
  list: T[],
  point: Point,
  radiusMetres: number,
  limit: number,
): (T & { distance: number })[] {
  const metresPerMile = 1609.344;
  const from = { lat: point.latitude, lon: point.longitude };
  return list
    .filter((entry): entry is T & Point => entry.latitude !== null && entry.longitude !== null)
    .map((entry) => ({
      ...entry,
      distance: milesBetween(from, { lat: entry.latitude, lon: entry.longitude }) * metresPerMile,
    }))
    .filter((entry) => entry.distance <= radiusMetres)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit);
}
