import { geoReverseHandler } from '@/features/locations/server';
import { apiHandler } from '@/lib/http';

/** GET /api/geo/search/lat/{lat}/lng/{lng}: the postcode of a point (spec 1 §7). */
export default apiHandler({ GET: geoReverseHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
