import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
// The route is the subject of this test; API routes cannot hold their tests (every file under
// src/pages is a route), so it lives beside the summaries it answers with.
/* eslint-disable import/no-restricted-paths */
import searchRestaurantsRoute from '@/pages/api/v1/content/search-restaurants';
/* eslint-enable import/no-restricted-paths */
import { getContentSource } from '@/lib/content/server';
import { journeyRestaurantSchema } from '../restaurant-summary.schema';

process.env.LOG_LEVEL = 'silent';

describe('GET /api/v1/content/search-restaurants/', () => {
  it('answers every restaurant with only the fields the journey reads, cacheable by anyone', async () => {
    const all = await getContentSource().getRestaurants();
    await testApiHandler({
      pagesHandler: searchRestaurantsRoute,
      test: async ({ fetch }) => {
        const response = await fetch({ method: 'GET' });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe(
          'public, max-age=300, s-maxage=300, stale-while-revalidate=300',
        );
        const text = await response.text();
        const body = JSON.parse(text) as Record<string, unknown>[];
        expect(body.map((r) => r.storeId)).toEqual(all.map((r) => r.storeId));

        // Strict: a field the journey does not read fails.
        for (const restaurant of body) {
          expect(journeyRestaurantSchema.strict().safeParse(restaurant).success).toBe(true);
        }
        const trinity = body.find((r) => r.title === 'Leeds Trinity');
        expect(trinity).toMatchObject({
          path: '/restaurants/leeds/trinity',
          address: expect.stringContaining('Leeds'),
          enableBookings: true,
        });
        // Small: the whole list for the chain, not its pages (it was 160 KB as view models).
        expect(Buffer.byteLength(text)).toBeLessThan(32 * 1024);
      },
    });
  });
});
