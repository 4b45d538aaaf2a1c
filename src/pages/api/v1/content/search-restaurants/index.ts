import { getContentSource, readContent } from '@/lib/content/server';
import { apiHandler } from '@/lib/http';

/** GET /api/v1/content/search-restaurants/: every restaurant, by title. */
export default apiHandler({
  GET: async (_req, res) => {
    res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=300');
    return readContent(() => getContentSource().getRestaurants());
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
