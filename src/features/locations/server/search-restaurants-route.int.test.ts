import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
// The route is the subject of this test; API routes cannot hold their tests (every file under
// src/pages is a route), so it lives beside the summaries it answers with.
/* eslint-disable import/no-restricted-paths */
import searchRestaurantsRoute from '@/pages/api/v1/content/search-restaurants';
/* eslint-enable import/no-restricted-paths */
import { getContentSource } from '@/lib/content/server';
import { searchRestaurantSchema } from '../search-restaurant.schema';

process.env.LOG_LEVEL = 'silent';

describe('GET /api/v1/content/search-restaurants/', () => {
  it("answers every restaurant in the spec's restaurant fields, small, cacheable by anyone", async () => {
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

        // Strict: every field is one of the spec's (or the page's path), no hours or tiles.
        for (const restaurant of body) {
          expect(searchRestaurantSchema.strict().safeParse(restaurant).success).toBe(true);
        }
        const trinity = body.find((r) => r.title === 'Leeds Trinity');
        // Spec 1 §3 "Location / Restaurant", under the spec's own names.
        expect(trinity).toEqual({
          storeId: expect.any(String),
          title: 'Leeds Trinity',
          slug: 'trinity',
          city: 'Leeds',
          phoneNumber: expect.any(String),
          addressLine1: expect.any(String),
          addressCity: 'Leeds',
          postcode: expect.stringMatching(/^LS\d/),
          addressLocation: { lat: expect.any(Number), lon: expect.any(Number) },
          hideRestaurantDetailPage: false,
          enableBookings: true,
          clickCollect: expect.any(Boolean),
          path: '/restaurants/leeds/trinity',
        });
        // Small: the whole list for the chain, not its pages (it was 160 KB as view models).
        expect(Buffer.byteLength(text)).toBeLessThan(32 * 1024);
      },
    });
  });
});
