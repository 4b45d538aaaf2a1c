import 'next-test-api-route-handler'; // must be the first import
// The route is the subject of this test; API routes cannot hold their tests (every file under
// src/pages is a route), so it lives beside the handler the route is built on.
// eslint-disable-next-line import/no-restricted-paths
import media from '@/pages/api/social/insta/media';
import { callRoute } from '@/lib/http/testing/call-route';

process.env.LOG_LEVEL = 'silent';

/** The posts of content/tavola.json, newest first. */
const contentPosts = [
  'social-post-6',
  'social-post-5',
  'social-post-4',
  'social-post-3',
  'social-post-2',
  'social-post-1',
];

describe('GET /api/social/insta/media (the embedded default: the content’s posts)', () => {
  it('answers the content’s social posts, newest first, cacheable for a minute', async () => {
    let cacheControl: string | null = null;
    const answer = await callRoute(media, {
      onResponse: (response) => {
        cacheControl = response.headers.get('cache-control');
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.posts.map((post: { id: string }) => post.id)).toEqual(contentPosts);
    expect(answer.body.posts[0]).toEqual({
      id: 'social-post-6',
      caption: expect.stringMatching(/^Christmas bookings are open!/),
      imageUrl: '/images/content/christmas-table.svg',
      link: 'https://www.instagram.com/p/C6nAtAlE2026/',
      postedAt: '2026-11-16T10:00:00.000Z',
      network: 'instagram',
    });
    expect(cacheControl).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300');
  });

  it('gives at most `limit` posts', async () => {
    const answer = await callRoute(media, { url: '/api/social/insta/media?limit=2' });
    expect(answer.status).toBe(200);
    expect(answer.body.posts.map((post: { id: string }) => post.id)).toEqual(
      contentPosts.slice(0, 2),
    );
  });

  it.each(['0', '25', 'six', '1.5', '-1', ''])(
    'refuses limit=%j with a 400 naming it',
    async (limit) => {
      const answer = await callRoute(media, { url: `/api/social/insta/media?limit=${limit}` });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 400,
        message: 'limit: Expected limit to be a whole number from 1 to 24',
      });
    },
  );

  it('refuses a repeated limit, and any method but GET and HEAD', async () => {
    const repeated = await callRoute(media, { url: '/api/social/insta/media?limit=1&limit=2' });
    expect(repeated.status).toBe(400);
    const post = await callRoute(media, { method: 'POST', body: {} });
    expect(post.status).toBe(405);
    expect(post.body.message).toBe('The POST method is not allowed here. Use GET, HEAD.');
  });
});
