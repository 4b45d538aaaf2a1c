import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirstTile, HeadingLevel } from '@/lib/ui';
import { HeroBlock } from './hero-block';
import { heroFixture } from './hero.fixture';
import { heroSchema, type HeroProps } from './hero.schema';

const hero = heroSchema.parse(heroFixture);
const videoDesktop = {
  id: 'v-desktop',
  url: '/videos/oven-wide.mp4',
  contentType: 'video/mp4',
};
const videoMobile = { id: 'v-mobile', url: '/videos/oven-tall.mp4', contentType: 'video/mp4' };
const withVideo: HeroProps = { ...hero, videoDesktop, videoMobile };

/** Pretends the visitor's reduced-motion preference, and records what the video is told to do. */
function mockMotion(prefersReduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && prefersReduced,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
  return play;
}

afterEach(() => jest.restoreAllMocks());

describe('HeroBlock', () => {
  it('shows the title, subtitle and links over the described background image', () => {
    render(<HeroBlock {...hero} />);
    expect(
      screen.getByRole('heading', { name: 'Pizza from the wood-fired oven', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Fresh dough, Italian flour/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', '/#booking');
    expect(screen.getByRole('link', { name: 'See the menu' })).toHaveAttribute('href', '/our-menu');
    const image = screen.getByRole('img', {
      name: 'A margherita pizza on a wooden board, seen from above',
    });
    // The frame's slow-zoom and pan effects move the element with this class.
    expect(image).toHaveClass('tile-background');
  });

  it('fetches its picture, the largest paint of a page it opens, at once and at high priority', () => {
    render(
      <FirstTile first>
        <HeroBlock {...hero} />
      </FirstTile>,
    );
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    // A WebP the browser decodes off its main thread, not an SVG document.
    expect(image.getAttribute('src')).toMatch(/\.webp$/);
  });

  it('further down a page, leaves its picture until the diner scrolls near it', () => {
    render(<HeroBlock {...hero} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
  });

  it('titles the page when it is the first tile', () => {
    render(
      <HeadingLevel level={1}>
        <HeroBlock {...hero} />
      </HeadingLevel>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pizza from the wood-fired oven',
    );
  });

  it('plays a silent looping video, desktop source on wide screens, the image as its poster', () => {
    const play = mockMotion(false);
    const { container } = render(<HeroBlock {...withVideo} />);
    const video = container.querySelector('video')!;
    expect(play).toHaveBeenCalled();
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/images/content/raster/hero-pizza-1536.webp');
    const sources = [...video.querySelectorAll('source')].map((source) => [
      source.getAttribute('src'),
      source.getAttribute('media'),
    ]);
    expect(sources).toEqual([
      ['/videos/oven-wide.mp4', '(min-width: 768px)'],
      ['/videos/oven-tall.mp4', null],
    ]);
  });

  it('lets the visitor pause and restart the video', async () => {
    mockMotion(false);
    const { container } = render(<HeroBlock {...withVideo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause the background video' }));
    expect(container.querySelector('video')!.paused).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Play the background video' }));
    expect(container.querySelector('video')!.paused).toBe(false);
  });

  it('does not play the video for visitors who prefer reduced motion: the poster shows', () => {
    const play = mockMotion(true);
    const { container } = render(<HeroBlock {...withVideo} />);
    expect(play).not.toHaveBeenCalled();
    expect(container.querySelector('video')).not.toHaveAttribute('autoplay');
    expect(screen.getByRole('button', { name: 'Play the background video' })).toBeInTheDocument();
  });

  it('plays the mobile video only on small screens when there is no desktop video', () => {
    mockMotion(false);
    const { container } = render(<HeroBlock {...hero} videoMobile={videoMobile} />);
    const source = container.querySelector('video source')!;
    expect(source).toHaveAttribute('src', '/videos/oven-tall.mp4');
    expect(source).toHaveAttribute('media', '(max-width: 767.98px)');
  });
});

describe('heroSchema', () => {
  it('needs a title', () => {
    expect(heroSchema.safeParse({ ...heroFixture, title: undefined }).success).toBe(false);
  });

  it('needs an image unless there is a desktop video', () => {
    const noImage = { ...heroFixture, image: undefined };
    expect(heroSchema.safeParse(noImage).error?.issues[0]?.path).toEqual(['image']);
    expect(heroSchema.safeParse({ ...noImage, videoMobile }).success).toBe(false);
    expect(heroSchema.safeParse({ ...noImage, videoDesktop }).success).toBe(true);
  });

  it('refuses a video where the image goes', () => {
    expect(heroSchema.safeParse({ ...heroFixture, image: videoDesktop }).success).toBe(false);
  });
});
