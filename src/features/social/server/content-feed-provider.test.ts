import type { SocialPost } from '@/lib/content';
import type { ContentSource } from '@/lib/content/server';
import { contentFeedPost, contentFeedProvider } from './content-feed-provider';

const socialPost = (
  id: string,
  postedAt: string,
  overrides: Partial<SocialPost> = {},
): SocialPost => ({
  id,
  caption: `Post ${id}`,
  image: {
    id: `image-${id}`,
    url: `/images/content/${id}.svg`,
    contentType: 'image/svg+xml',
    width: 800,
    height: 600,
  },
  url: `https://www.instagram.com/p/${id}/`,
  network: 'instagram',
  postedAt,
  ...overrides,
});

const contentWith = (posts: SocialPost[]) =>
  ({ getSocialPosts: async () => posts }) as unknown as ContentSource;

describe('the content feed', () => {
  it('gives the newest posts first, at most the limit', async () => {
    const provider = contentFeedProvider(
      contentWith([
        socialPost('a', '2026-10-05T17:30:00.000Z'),
        socialPost('c', '2026-11-16T10:00:00Z'),
        socialPost('b', '2026-10-12T18:00:00.000Z'),
        socialPost('broken-date', 'last Tuesday'),
      ]),
    );
    expect(provider.name).toBe('content');
    expect(await provider.latestPosts(2)).toEqual([
      {
        id: 'c',
        caption: 'Post c',
        imageUrl: '/images/content/c.svg',
        link: 'https://www.instagram.com/p/c/',
        postedAt: '2026-11-16T10:00:00.000Z',
        network: 'instagram',
      },
      expect.objectContaining({ id: 'b' }),
    ]);
  });

  it('throws when the content cannot be read', async () => {
    const failing = { getSocialPosts: () => Promise.reject(new Error('CMS down')) };
    await expect(
      contentFeedProvider(failing as unknown as ContentSource).latestPosts(6),
    ).rejects.toThrow('CMS down');
  });

  it('asks Contentful’s Images API for a square, and keeps only https links', () => {
    const hosted = socialPost('d', '2026-11-16T10:00:00Z', {
      image: {
        ...socialPost('d', '').image,
        url: 'https://images.ctfassets.net/space/d/pizza.jpg',
      },
      url: 'javascript:alert(1)',
      network: 'tiktok',
    });
    expect(contentFeedPost(hosted)).toMatchObject({
      imageUrl: 'https://images.ctfassets.net/space/d/pizza.jpg?w=640&h=640&fit=fill&fm=webp&q=75',
      link: undefined,
      network: 'tiktok',
    });
  });
});
