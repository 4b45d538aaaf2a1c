import { render, screen, within } from '@testing-library/react';
import type { FeedPost } from '@/features/social';
import type { ContentSource } from '@/lib/content/server';
import type { TileLoadContext } from '../shared/define-tile.server';
import { SocialFeedBlock } from './social-feed-block';
import { socialFeedFixture } from './social-feed.fixture';
import { socialFeedSchema, type SocialFeedProps } from './social-feed.schema';
import { socialFeedTile } from './social-feed.tile.server';

const posts: FeedPost[] = [
  {
    id: 'post-2',
    caption: 'Christmas bookings are open! Three festive courses for £34.95. #tavola',
    imageUrl: 'https://scontent.cdninstagram.com/v/t51/christmas-table.jpg',
    link: 'https://www.instagram.com/p/C6nAtAlE2026/',
    postedAt: '2026-11-16T10:00:00.000Z',
    network: 'instagram',
  },
  {
    id: 'post-1',
    imageUrl: '/images/content/risotto.svg',
    link: 'https://www.instagram.com/p/C1tAvRiS0tt/',
    postedAt: '2026-10-05T17:30:00.000Z',
    network: 'instagram',
  },
];

const props = (overrides: Partial<SocialFeedProps> = {}): SocialFeedProps => ({
  ...socialFeedSchema.parse(socialFeedFixture),
  posts,
  ...overrides,
});

describe('SocialFeedBlock', () => {
  it('shows its title, the posts as a list named by it, and the way to the profile', () => {
    render(<SocialFeedBlock {...props()} />);
    expect(screen.getByRole('heading', { name: 'Follow us on Instagram', level: 2 })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Follow us on Instagram' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const profile = screen.getByRole('link', {
      name: 'Follow @tavolarestaurants (opens in a new tab)',
    });
    expect(profile).toHaveAttribute('href', 'https://www.instagram.com/tavolarestaurants');
  });

  it('links each picture to its post in a new tab, named by its caption', () => {
    render(<SocialFeedBlock {...props()} />);
    const christmas = screen.getByRole('link', {
      name: 'Christmas bookings are open! Three festive courses for £34.95. (on Instagram, opens in a new tab)',
    });
    expect(christmas).toHaveAttribute('href', 'https://www.instagram.com/p/C6nAtAlE2026/');
    expect(christmas).toHaveAttribute('target', '_blank');
    expect(christmas).toHaveAttribute('rel', 'noopener noreferrer');
    const picture = within(christmas).getByRole('img', {
      name: 'Christmas bookings are open! Three festive courses for £34.95.',
    });
    expect(picture).toHaveAttribute(
      'src',
      'https://scontent.cdninstagram.com/v/t51/christmas-table.jpg',
    );
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '640');
    // A post without a caption says where and when it was posted.
    expect(
      screen.getByRole('link', {
        name: 'A post on Instagram, 5 October 2026 (on Instagram, opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.instagram.com/p/C1tAvRiS0tt/');
  });

  it('shows a post without a link as a picture only', () => {
    render(<SocialFeedBlock {...props({ posts: [{ ...posts[0]!, link: undefined }] })} />);
    const list = screen.getByRole('list', { name: 'Follow us on Instagram' });
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(within(list).getByRole('img')).toHaveAccessibleName(
      'Christmas bookings are open! Three festive courses for £34.95.',
    );
  });

  it('shows nothing at all without posts', () => {
    const { container } = render(<SocialFeedBlock {...props({ posts: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('socialFeedSchema', () => {
  it('reads the fixture: six posts, the profile link', () => {
    expect(socialFeedSchema.parse(socialFeedFixture)).toMatchObject({
      title: 'Follow us on Instagram',
      postCount: 6,
      links: [{ linkText: 'Follow @tavolarestaurants', openInNewTab: true, style: 'button' }],
      posts: [],
    });
  });

  it('shows six posts when the editor gives no number, and refuses a title-less tile', () => {
    expect(socialFeedSchema.parse({ ...socialFeedFixture, postCount: undefined }).postCount).toBe(
      6,
    );
    expect(socialFeedSchema.safeParse({ ...socialFeedFixture, title: undefined }).success).toBe(
      false,
    );
  });

  it.each([0, 25, 2.5])('refuses %d posts', (postCount) => {
    expect(socialFeedSchema.safeParse({ ...socialFeedFixture, postCount }).success).toBe(false);
  });
});

describe('the social feed tile’s loader', () => {
  const context = (content: Partial<ContentSource>, log = { warn: jest.fn(), error: jest.fn() }) =>
    ({ content, log, preview: false }) as unknown as TileLoadContext;
  const socialPost = (id: string, postedAt: string) => ({
    id,
    caption: `Post ${id}`,
    image: { id: `image-${id}`, url: `/images/content/${id}.svg`, contentType: 'image/svg+xml' },
    url: `https://www.instagram.com/p/${id}/`,
    network: 'instagram' as const,
    postedAt,
  });

  it('fills in the newest posts of the content, as many as the tile shows', async () => {
    const content = {
      getSocialPosts: async () => [
        socialPost('old', '2026-10-01T10:00:00Z'),
        socialPost('new', '2026-11-01T10:00:00Z'),
        socialPost('mid', '2026-10-15T10:00:00Z'),
      ],
    };
    const parsed = socialFeedSchema.parse({ ...socialFeedFixture, postCount: 2 });
    const loaded = await socialFeedTile.load!(parsed, context(content));
    expect(loaded.posts.map((post) => post.id)).toEqual(['new', 'mid']);
  });

  it('gives no posts, and logs why, when the feed fails: the tile never fails', async () => {
    const log = { warn: jest.fn(), error: jest.fn() };
    const content = { getSocialPosts: () => Promise.reject(new Error('CMS down')) };
    const parsed = socialFeedSchema.parse(socialFeedFixture);
    const loaded = await socialFeedTile.load!(parsed, context(content, log));
    expect(loaded.posts).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(
      { err: new Error('CMS down'), provider: 'content' },
      'The social feed could not be read; showing no posts',
    );
  });
});
