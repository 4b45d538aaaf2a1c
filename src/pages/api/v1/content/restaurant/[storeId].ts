import { z } from 'zod';
import { contentIdSchema } from '@/lib/content';
import { getContentSource, readContent } from '@/lib/content/server';
import { apiHandler, httpError } from '@/lib/http';

const query = z.object({ storeId: contentIdSchema });

/** GET /api/v1/content/restaurant/{storeId}: one restaurant, or 404. */
export default apiHandler({
  GET: async (req, res) => {
    const { storeId } = query.parse(req.query);
    const restaurant = await readContent(() => getContentSource().getRestaurant(storeId));
    if (!restaurant) throw httpError(404, `No restaurant has the store id ${storeId}.`);
    res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=300');
    return restaurant;
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
