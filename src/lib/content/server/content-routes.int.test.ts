import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
import type { NextApiHandler } from 'next';
// The routes are the subject of this test; API routes cannot hold their tests (every file under
// src/pages is a route), so it lives beside the content source they are built on.
/* eslint-disable import/no-restricted-paths */
import menuRoute from '@/pages/api/v1/content/menu/[id]';
import pageRoute from '@/pages/api/v1/content/page/[id]';
import restaurantRoute from '@/pages/api/v1/content/restaurant/[storeId]';
import restaurantBySlugRoute from '@/pages/api/v1/content/restaurant/slug/[slug]/city/[city]';
/* eslint-enable import/no-restricted-paths */

process.env.LOG_LEVEL = 'silent';

async function get(
  handler: NextApiHandler,
  params: Record<string, string>,
  url = '/',
): Promise<{ status: number; body: Record<string, unknown> }> {
  let result = { status: 0, body: {} };
  await testApiHandler({
    pagesHandler: handler,
    params,
    url,
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'GET' });
      result = { status: response.status, body: await response.json() };
    },
  });
  return result;
}

const tooLong = 'a'.repeat(101);

describe('the content lookups by id', () => {
  it('answer 400 naming the field for an id longer than any slug', async () => {
    const { status, body } = await get(pageRoute, { id: tooLong });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 400,
      title: 'Bad Request',
      issues: [{ field: 'id', message: 'must be at most 100 characters' }],
    });
  });

  it.each([
    ['a page', pageRoute, { id: 'about.html' }, '/', 'id'],
    ['a page under a parent', pageRoute, { id: 'team' }, '/?parent=about%20us', 'parent'],
    ['a menu', menuRoute, { id: "main'menu" }, '/', 'id'],
    ['a restaurant', restaurantRoute, { storeId: '10%01' }, '/', 'storeId'],
    [
      'a restaurant by its address',
      restaurantBySlugRoute,
      { slug: 'soho', city: 'l\u00f6ndon' },
      '/',
      'city',
    ],
  ])('answer 400 for %s with characters no slug has', async (_what, route, params, url, field) => {
    const { status, body } = await get(route, params, url);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 400,
      issues: [{ field, message: 'may hold only letters, digits and hyphens' }],
    });
  });

  it('still find real content, and 404 what does not exist', async () => {
    expect((await get(pageRoute, { id: 'about-us' })).body).toMatchObject({ path: '/about-us' });
    expect((await get(menuRoute, { id: 'main-menu' })).status).toBe(200);
    expect((await get(restaurantRoute, { storeId: '1001' })).body).toMatchObject({
      storeId: '1001',
    });
    const bySlug = await get(restaurantBySlugRoute, { slug: 'covent-garden', city: 'london' });
    expect(bySlug.body).toMatchObject({ storeId: '1001' });
    const missing = await get(pageRoute, { id: 'a'.repeat(100) });
    expect(missing).toMatchObject({
      status: 404,
      body: { message: 'This page could not be found.' },
    });
  });
});
