import { z } from 'zod';
import { contentIdSchema } from '@/lib/content';
import { getContentSource, readContent } from '@/lib/content/server';
import { apiHandler, httpError } from '@/lib/http';

const query = z.object({ slug: contentIdSchema, city: contentIdSchema });

/** GET /api/v1/content/restaurant/slug/{slug}/city/{city}: one restaurant, or 404. */
export default apiHandler({
  GET: async (req, res) => {
    const { slug, city } = query.parse(req.query);
    const restaurant = await readContent(() => getContentSource().getRestaurantBySlug(city, slug));
    if (!restaurant) throw httpError(404, `No restaurant is at /restaurants/${city}/${slug}.`);
    res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=300');
    return restaurant;
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
