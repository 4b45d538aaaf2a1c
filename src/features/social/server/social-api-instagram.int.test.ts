import 'next-test-api-route-handler'; // must be the first import
// The route is the subject of this test; API routes cannot hold their tests (every file under
// src/pages is a route), so it lives beside the handler the route is built on.
// eslint-disable-next-line import/no-restricted-paths
import media from '@/pages/api/social/insta/media';
import type { FakeService } from '@/lib/http/testing/fake-service';
import { callRoute } from '@/lib/http/testing/call-route';
import { startFakeInstagram, type InstagramEndpoint } from './testing/fake-instagram';
import { instagramMedia } from './testing/instagram-media';

const accessToken = 'IGAAtest-token-of-the-api-route-0001';
let fake: FakeService<InstagramEndpoint>;
beforeAll(async () => {
  fake = await startFakeInstagram({ accessToken, media: instagramMedia });
  // Read on the first request, when the feed is made.
  process.env.INSTAGRAM_ACCESS_TOKEN = accessToken;
  process.env.INSTAGRAM_API_URL = fake.baseUrl;
  process.env.INSTAGRAM_TIMEOUT_MS = '300';
  process.env.LOG_LEVEL = 'silent';
});
afterAll(() => fake.close());

describe('GET /api/social/insta/media with INSTAGRAM_ACCESS_TOKEN', () => {
  it('answers no posts, in time, when Instagram does not answer: never an error', async () => {
    fake.script('media', { hang: true });
    const started = performance.now();
    const answer = await callRoute(media, {});
    expect(answer).toEqual({ status: 200, body: { posts: [] } });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('answers the account’s posts once Instagram is back (after a minute’s rest)', async () => {
    const now = performance.now();
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => now + 61_000);
    try {
      const answer = await callRoute(media, { url: '/api/social/insta/media?limit=3' });
      expect(answer.status).toBe(200);
      expect(answer.body.posts).toEqual([
        expect.objectContaining({
          id: '17900000000000004',
          imageUrl: 'https://scontent.cdninstagram.com/v/t51/christmas-table.jpg?stp=dst-jpg',
        }),
        expect.objectContaining({
          id: '17900000000000003',
          imageUrl: 'https://scontent.cdninstagram.com/v/t51/pizza-reel-cover.jpg',
        }),
        expect.objectContaining({ id: '17900000000000002', network: 'instagram' }),
      ]);
      expect(fake.requests.at(-1)?.query).toMatchObject({ access_token: accessToken, limit: '24' });
    } finally {
      clock.mockRestore();
    }
  });
});
