import type { FakeService } from '@/lib/http/testing/fake-service';
import {
  expiredTokenAnswer,
  startFakeInstagram,
  type FakeMedium,
  type InstagramEndpoint,
} from '../testing/fake-instagram';
import { instagramMedia } from '../testing/instagram-media';
import { createInstagramClient, instagramFeedPost } from './instagram-client';
import { InstagramError } from './instagram-error';

const accessToken = 'IGAAtest-token-never-logged-0123456789';
let fake: FakeService<InstagramEndpoint>;
beforeAll(async () => {
  fake = await startFakeInstagram({ accessToken, media: instagramMedia });
});
afterAll(() => fake.close());

const client = (options: { baseUrl?: string; timeoutMs?: number; token?: string } = {}) =>
  createInstagramClient({
    baseUrl: options.baseUrl ?? fake.baseUrl,
    accessToken: options.token ?? accessToken,
    timeoutMs: options.timeoutMs ?? 2000,
  });

/** The InstagramError `call` rejects with; fails the test when it resolves or throws another. */
async function failureOf(call: Promise<unknown>): Promise<InstagramError> {
  const outcome = await call.then(
    () => new Error('expected the read to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof InstagramError)) throw outcome;
  return outcome;
}

describe('the Instagram client', () => {
  it('asks for the documented fields, a limit and the token, and maps each media type', async () => {
    const posts = await client().latestPosts(4);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/me/media',
      query: {
        fields: 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp',
        limit: '4',
        access_token: accessToken,
      },
    });
    expect(posts).toEqual([
      {
        id: '17900000000000004',
        caption:
          'Christmas bookings are open! Three festive courses for £34.95. #tavola #christmas',
        imageUrl: 'https://scontent.cdninstagram.com/v/t51/christmas-table.jpg?stp=dst-jpg',
        link: 'https://www.instagram.com/p/C6nAtAlE2026/',
        postedAt: '2026-11-16T10:00:00.000Z',
        network: 'instagram',
      },
      // A reel shows its thumbnail, never the video.
      expect.objectContaining({
        id: '17900000000000003',
        imageUrl: 'https://scontent.cdninstagram.com/v/t51/pizza-reel-cover.jpg',
        link: 'https://www.instagram.com/reel/C2mArGh3r1t/',
      }),
      // An album shows its cover.
      expect.objectContaining({
        id: '17900000000000002',
        imageUrl: 'https://scontent.cdninstagram.com/v/t51/tiramisu-cover.jpg',
      }),
      // A post without a caption has none.
      {
        id: '17900000000000001',
        imageUrl: 'https://scontent.cdninstagram.com/v/t51/risotto.jpg',
        link: 'https://www.instagram.com/p/C1tAvRiS0tt/',
        postedAt: '2026-10-05T17:30:00.000Z',
        network: 'instagram',
      },
    ]);
  });

  it('reads under a version path in INSTAGRAM_API_URL', async () => {
    const posts = await client({ baseUrl: `${fake.baseUrl}/v23.0/` }).latestPosts(1);
    expect(fake.requests.at(-1)?.path).toBe('/v23.0/me/media');
    expect(posts.map((post) => post.id)).toEqual(['17900000000000004']);
  });

  it('follows paging.next while media without a picture leave posts missing', async () => {
    const media: FakeMedium[] = [
      { ...instagramMedia[1]!, id: 'video-without-thumbnail', thumbnail_url: undefined },
      ...instagramMedia,
    ];
    const paged = await startFakeInstagram({ accessToken, media });
    try {
      const posts = await client({ baseUrl: paged.baseUrl }).latestPosts(2);
      expect(posts.map((post) => post.id)).toEqual(['17900000000000004', '17900000000000003']);
      expect(paged.requests.map((request) => request.query.after)).toEqual([
        undefined,
        Buffer.from('2').toString('base64url'),
      ]);
    } finally {
      await paged.close();
    }
  });

  it('never follows a next page on another host (it would carry the token there)', async () => {
    fake.script('media', {
      body: {
        data: [],
        paging: { next: `http://elsewhere.example/me/media?access_token=${accessToken}` },
      },
    });
    const before = fake.requests.length;
    expect(await client().latestPosts(3)).toEqual([]);
    expect(fake.requests.length - before).toBe(1);
  });

  describe('fails with an InstagramError that never quotes the token', () => {
    it('on an expired token (code 190), saying to renew it', async () => {
      fake.script('media', expiredTokenAnswer);
      const error = await failureOf(client().latestPosts(4));
      expect(error.message).toBe(
        'Instagram refused the feed (HTTP 400, code 190): Error validating access token: Session has expired on Monday, 30-Nov-26 10:00:00 PST.. The access token has expired or is invalid: renew INSTAGRAM_ACCESS_TOKEN.',
      );
      expect(error.details).toEqual({
        status: 400,
        code: 190,
        subcode: 463,
        type: 'OAuthException',
        fbtraceId: 'AxYz987',
      });
    });

    it('on a token Instagram does not know', async () => {
      const error = await failureOf(
        client({ token: 'IGAAsome-other-token-000000' }).latestPosts(4),
      );
      expect(error.details.code).toBe(190);
      expect(error.message).not.toContain('IGAA');
    });

    it.each([
      [
        'a server error',
        { status: 500, raw: '<html>Oops</html>' },
        'Instagram answered HTTP 500 with something that is not JSON',
      ],
      [
        'a 503 in JSON but not the error shape',
        { status: 503, body: { down: true } },
        'Instagram answered HTTP 503',
      ],
      [
        'bad JSON',
        { raw: '{"data": [' },
        'Instagram answered HTTP 200 with something that is not JSON',
      ],
      [
        'an unknown shape',
        { body: { media: [] } },
        'Instagram answered in a shape the feed does not know',
      ],
    ])('on %s', async (_case, answer, message) => {
      fake.script('media', answer);
      const error = await failureOf(client().latestPosts(4));
      expect(error.message).toBe(message);
      expect(JSON.stringify(error)).not.toContain(accessToken);
    });

    it('on no answer within the time-out', async () => {
      fake.script('media', { hang: true });
      const started = performance.now();
      const error = await failureOf(client({ timeoutMs: 300 }).latestPosts(4));
      expect(error.message).toBe('Instagram did not answer within 300 ms');
      expect(performance.now() - started).toBeLessThan(2000);
    });

    it('on no connection', async () => {
      const error = await failureOf(client({ baseUrl: 'http://127.0.0.1:9' }).latestPosts(4));
      expect(error.message).toBe('Instagram could not be reached');
    });
  });
});

describe('an Instagram medium as a post', () => {
  const medium = instagramMedia[0]!;

  it('is skipped without a picture: a video without thumbnail, an unknown type, plain http', () => {
    expect(instagramFeedPost({ ...instagramMedia[1]!, thumbnail_url: undefined })).toBeNull();
    expect(instagramFeedPost({ ...medium, media_type: 'STORY' })).toBeNull();
    expect(instagramFeedPost({ ...medium, media_url: 'http://insecure.example/a.jpg' })).toBeNull();
    expect(instagramFeedPost({ ...medium, timestamp: 'yesterday' })).toBeNull();
    expect(instagramFeedPost({ id: 5 })).toBeNull();
  });

  it('has no link when Instagram gives no permalink (a copyright hold), and trims its caption', () => {
    const post = instagramFeedPost({ ...medium, permalink: undefined, caption: '  Ciao!\n ' });
    expect(post).toMatchObject({ caption: 'Ciao!', link: undefined });
    expect(instagramFeedPost({ ...medium, caption: '   ' })?.caption).toBeUndefined();
  });

  it('an album without a cover falls back to its thumbnail', () => {
    const album = {
      ...instagramMedia[2]!,
      media_url: undefined,
      thumbnail_url: 'https://x.example/c.jpg',
    };
    expect(instagramFeedPost(album)?.imageUrl).toBe('https://x.example/c.jpg');
  });
});
