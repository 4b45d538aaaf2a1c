import { regionMapHandler } from '@/features/locations/server';
import { apiHandler } from '@/lib/http';

/** GET /cdg/geo/regionmap?brandKey&path (rewritten here: src/lib/http/rewrites.js; spec 2 §7). */
export default apiHandler({ GET: regionMapHandler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
