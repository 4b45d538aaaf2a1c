import { searchRestaurantSchema } from '@/features/locations/server';
import { getContentSource, readContent } from '@/lib/content/server';
import { apiHandler } from '@/lib/http';

/**
 * GET /api/v1/content/search-restaurants/: every restaurant, in the spec's restaurant fields
 * (`searchRestaurantSchema`: no hours or tiles, which no list reads), for the journey's location
 * step and the group enquiry (spec 1 §7: fetched when needed, cached after the first load). The
 * same for every diner: browsers keep it 5 minutes (spec 1 §9's content cache), shared caches too
 * and then serve it stale while they fetch it again.
 */
export default apiHandler({
  GET: async (_req, res) => {
    const restaurants = await readContent(() => getContentSource().getRestaurants());
    res.setHeader('Cache-Control', 'public, max-age=300, s-maxage=300, stale-while-revalidate=300');
    return restaurants.map((restaurant) => searchRestaurantSchema.parse(restaurant));
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
