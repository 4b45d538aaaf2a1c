import type { ContentSource } from '@/lib/content/server';
import type { FakeService } from '@/lib/http/testing/fake-service';
import { getSocialFeed, socialFeedProvider } from './get-social-feed';
import { createInstagramFeedProvider } from './instagram/instagram-feed-provider';
import { SocialFeedResting, type SocialFeedProvider } from './social-feed-provider';
import {
  expiredTokenAnswer,
  startFakeInstagram,
  type InstagramEndpoint,
} from './testing/fake-instagram';
import { instagramMedia } from './testing/instagram-media';

process.env.LOG_LEVEL = 'silent';

const accessToken = 'IGAAtest-token-for-the-feed-000001';
let fake: FakeService<InstagramEndpoint>;
beforeAll(async () => {
  fake = await startFakeInstagram({ accessToken, media: instagramMedia });
});
afterAll(() => fake.close());

const content = {
  getSocialPosts: () => Promise.reject(new Error('the content is not read with a token')),
} as unknown as ContentSource;

/** A logger that keeps each line: its level, fields and message. */
function recordingLog() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => {
    lines.push({ level, fields, message });
  };
  return { lines, log: { debug: at('debug'), warn: at('warn'), error: at('error') } };
}

const instagram = (timeoutMs = 2000) =>
  createInstagramFeedProvider({
    baseUrl: fake.baseUrl,
    accessToken,
    timeoutMs,
    cacheTtlMs: 300_000,
    cacheKey: `test:social:${Math.random()}`,
    log: { info: () => {}, warn: () => {} },
  });

describe('the social feed', () => {
  it('is the content’s posts without INSTAGRAM_ACCESS_TOKEN', () => {
    expect(socialFeedProvider(content).name).toBe('content');
  });

  it('gives the newest Instagram posts, cut to the limit, asking Instagram once a cache time', async () => {
    const provider = instagram();
    const before = fake.requests.length;
    const { log, lines } = recordingLog();
    const first = await getSocialFeed({ content, limit: 2, provider, log });
    expect(first.map((post) => post.id)).toEqual(['17900000000000004', '17900000000000003']);
    const all = await getSocialFeed({ content, limit: 24, provider, log });
    expect(all).toHaveLength(4);
    expect(fake.requests.length - before).toBe(1);
    expect(fake.requests.at(-1)?.query.limit).toBe('24');
    expect(lines).toEqual([]);
  });

  describe('yields no posts, and logs why, when it fails', () => {
    it.each([
      ['a time-out', { hang: true }, 'Instagram did not answer within 300 ms'],
      [
        'a server error',
        { status: 502, raw: 'Bad Gateway' },
        'Instagram answered HTTP 502 with something that is not JSON',
      ],
      [
        'bad JSON',
        { raw: '{"data":' },
        'Instagram answered HTTP 200 with something that is not JSON',
      ],
      [
        'a rate limit',
        {
          status: 429,
          body: {
            error: {
              message: 'Application request limit reached',
              type: 'OAuthException',
              code: 4,
            },
          },
        },
        'Instagram refused the feed (HTTP 429, code 4): Application request limit reached.',
      ],
    ])('on %s: a warning', async (_case, answer, reason) => {
      fake.script('media', answer);
      const { log, lines } = recordingLog();
      // Only the time-out case waits out its 300 ms: the others have time to spare on a busy machine.
      const timeoutMs = 'hang' in answer ? 300 : 10_000;
      expect(
        await getSocialFeed({ content, limit: 6, provider: instagram(timeoutMs), log }),
      ).toEqual([]);
      expect(lines).toEqual([
        {
          level: 'warn',
          fields: { err: expect.objectContaining({ message: reason }), provider: 'instagram' },
          message: 'The social feed could not be read; showing no posts',
        },
      ]);
    });

    it('on an expired token: an error, naming the variable to renew', async () => {
      fake.script('media', expiredTokenAnswer);
      const { log, lines } = recordingLog();
      expect(await getSocialFeed({ content, limit: 6, provider: instagram(), log })).toEqual([]);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.level).toBe('error');
      expect(String((lines[0]!.fields.err as Error).message)).toMatch(
        /code 190\).*renew INSTAGRAM_ACCESS_TOKEN\.$/,
      );
    });

    it('while it rests after a failure: only a debug line, and Instagram is not asked', async () => {
      const provider = instagram();
      fake.script('media', { status: 500, body: {} });
      const { log, lines } = recordingLog();
      await getSocialFeed({ content, limit: 6, provider, log });
      const asked = fake.requests.length;
      expect(await getSocialFeed({ content, limit: 6, provider, log })).toEqual([]);
      expect(fake.requests.length).toBe(asked);
      expect(lines.map((line) => line.level)).toEqual(['warn', 'debug']);
      expect(lines[1]!.fields.err).toBeInstanceOf(SocialFeedResting);
    });

    it('when the content cannot be read', async () => {
      const { log, lines } = recordingLog();
      const failing: SocialFeedProvider = {
        name: 'content',
        latestPosts: () => Promise.reject(new Error('CMS down')),
      };
      expect(await getSocialFeed({ content, limit: 6, provider: failing, log })).toEqual([]);
      expect(lines).toEqual([
        {
          level: 'warn',
          fields: { err: new Error('CMS down'), provider: 'content' },
          message: 'The social feed could not be read; showing no posts',
        },
      ]);
    });
  });
});
