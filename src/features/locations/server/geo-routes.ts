import type { ApiRequest, ApiResponse } from '@/lib/http';
import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { getContentSource, readContent } from '@/lib/content/server';
import { brandKeyOf, httpError } from '@/lib/http';
import { locationMessages } from '../messages';
import { getGeocoder } from './get-geocoder';
import { regionMapOf } from './region-map';
import { readSearchQuery } from './search-query';

/*
 * The handlers of the geo API routes (spec 1 §7 "Location calls", spec 2 §7): each reads its input,
 * asks the geocoder or the content, and answers in the shape the location search reads. A search
 * that finds nothing is a 404 with 'Sorry, we can’t find a result' (spec 1 §5).
 */
type Handler = (req: ApiRequest, res: ApiResponse) => Promise<unknown>;

/** Geocoding answers change only with the gazetteer: browsers keep them an hour, the CDN a day. */
const geocodeCaching = 'public, max-age=3600, s-maxage=86400';
/** A region follows the content, which is cached for five minutes (spec 1 §9). */
const contentCaching = 'public, s-maxage=300, stale-while-revalidate=300';

const notFound = () => httpError(404, locationMessages.caret);

/** GET /api/geo/search/{query}: `{ position: { lat, lon }, label, kind }`. */
export const geoSearchHandler: Handler = async (req, res) => {
  const query = readSearchQuery(req.query.query);
  const found = await getGeocoder().search(query);
  if (!found) throw notFound();
  res.setHeader('Cache-Control', geocodeCaching);
  return { position: { lat: found.lat, lon: found.lon }, label: found.label, kind: found.kind };
};

const numberPattern = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
const degrees = (what: string, limit: number) => {
  const range = `Expected a ${what} from -${limit} to ${limit} degrees`;
  return z
    .string({ error: range })
    .regex(numberPattern, range)
    .transform(Number)
    .pipe(z.number().min(-limit, range).max(limit, range));
};
const pointSchema = z.object({ lat: degrees('latitude', 90), lng: degrees('longitude', 180) });

/** GET /api/geo/search/lat/{lat}/lng/{lng}: `{ postcode, place }` of the point. */
export const geoReverseHandler: Handler = async (req, res) => {
  const { lat, lng } = pointSchema.parse(req.query);
  const found = await getGeocoder().reverse({ lat, lon: lng });
  if (!found) throw notFound();
  res.setHeader('Cache-Control', geocodeCaching);
  return found;
};

/** The brand key every /cdg call carries: this site's brand (its brand id). */
const brandKeySchema = z
  .string({ error: 'Expected the brand key of this site' })
  .refine((key) => key === brandKeyOf(getConfig().BRAND), 'Unknown brand key');

const regionQuerySchema = z.object({
  brandKey: brandKeySchema,
  path: z
    .string({ error: 'Expected a path on this site, such as /restaurants/leeds' })
    .max(500, 'Expected a path of at most 500 characters')
    .regex(/^\/[^\s\p{Cc}]*$/u, 'Expected a path on this site, such as /restaurants/leeds'),
});

/** GET /cdg/geo/regionmap?brandKey&path: the region of a page and its map. */
export const regionMapHandler: Handler = async (req, res) => {
  const { path } = regionQuerySchema.parse(req.query);
  const restaurants = await readContent(() => getContentSource().getRestaurants());
  res.setHeader('Cache-Control', contentCaching);
  return regionMapOf(path, restaurants);
};

/** GET /cdg/geo/locationname?brandKey&query: `{ name, lat, lon }` of the best match. */
export const locationNameHandler: Handler = async (req, res) => {
  z.object({ brandKey: brandKeySchema }).parse(req.query);
  const query = readSearchQuery(req.query.query);
  const found = await getGeocoder().search(query);
  if (!found) throw notFound();
  res.setHeader('Cache-Control', geocodeCaching);
  return { name: found.label, lat: found.lat, lon: found.lon };
};
