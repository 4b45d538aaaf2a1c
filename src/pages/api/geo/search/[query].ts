import { geoSearchHandler } from '@/features/locations/server';
import { apiHandler } from '@/lib/http';

/** GET /api/geo/search/{query}: where a postcode, town or city is (spec 1 §7). */
export default apiHandler({ GET: geoSearchHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
