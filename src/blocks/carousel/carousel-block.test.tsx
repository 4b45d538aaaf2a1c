import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CarouselBlock } from './carousel-block';
import { carouselFixture } from './carousel.fixture';
import { carouselSchema, type CarouselProps } from './carousel.schema';

const carousel = carouselSchema.parse(carouselFixture);
const withDots: CarouselProps = { ...carousel, showDots: true };
const slideWidth = 800;

beforeAll(() => {
  // jsdom lays nothing out: give the track the width of one slide.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => slideWidth,
  });
});

const region = () => screen.getByRole('region', { name: 'This season at Tavola' });
const track = () => within(region()).getAllByRole('group')[0]!.parentElement!;
const status = () => screen.getByRole('status');

describe('CarouselBlock', () => {
  it('is a labelled carousel of labelled slides, each with its picture and caption', () => {
    render(<CarouselBlock {...carousel} />);
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region()).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    const first = within(slides[0]!);
    expect(first.getByRole('heading', { name: 'Spring menu', level: 3 })).toBeInTheDocument();
    expect(
      first.getByRole('img', { name: 'A margherita pizza on a wooden board, seen from above' }),
    ).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'See the spring menu' })).toHaveAttribute(
      'href',
      '/our-menu',
    );
  });

  it('moves to the next and previous slide with the arrows, wrapping round at the ends', async () => {
    render(<CarouselBlock {...carousel} />);
    expect(status()).toHaveTextContent('Slide 1 of 3: Spring menu');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(status()).toHaveTextContent('Slide 2 of 3: Bottomless brunch');
    expect(track().scrollLeft).toBe(slideWidth);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(status()).toHaveTextContent('Slide 3 of 3: Kids eat free');
    expect(track().scrollLeft).toBe(2 * slideWidth);
  });

  it('moves with the left and right arrow keys', async () => {
    render(<CarouselBlock {...carousel} />);
    track().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(status()).toHaveTextContent('Slide 3 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(status()).toHaveTextContent('Slide 2 of 3');
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}'); // the browser's Back, not the carousel's
    expect(status()).toHaveTextContent('Slide 2 of 3');
  });

  it('shows a dot per slide when the site asks, marking the current one', async () => {
    render(<CarouselBlock {...withDots} />);
    const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dot(3));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    expect(status()).toHaveTextContent('Slide 3 of 3');
  });

  it('follows a swipe once the track settles on a slide', () => {
    jest.useFakeTimers();
    render(<CarouselBlock {...withDots} />);
    track().scrollLeft = slideWidth;
    fireEvent.scroll(track());
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    jest.useRealTimers();
  });

  it('shows arrows by default, dots only when asked, and neither for a single slide', () => {
    const { rerender } = render(<CarouselBlock {...carousel} />);
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
    rerender(<CarouselBlock {...carousel} showArrows={false} showDots />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
    rerender(<CarouselBlock {...withDots} slides={carousel.slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names itself when it has no title', () => {
    render(<CarouselBlock {...carousel} title={undefined} />);
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spring menu', level: 2 })).toBeInTheDocument();
  });
});

describe('carouselSchema', () => {
  it('reads the slides from the items, arrows on and dots off by default', () => {
    expect(carousel.slides.map((slide) => slide.title)).toEqual([
      'Spring menu',
      'Bottomless brunch',
      'Kids eat free',
    ]);
    expect(carousel).toMatchObject({ showArrows: true, showDots: false });
  });

  it('drops a slide without an image, and refuses a carousel with none', () => {
    const [first, second] = carouselFixture.items as object[];
    const noImage = { ...second, image: undefined };
    expect(
      carouselSchema.parse({ ...carouselFixture, items: [first, noImage] }).slides,
    ).toHaveLength(1);
    expect(carouselSchema.safeParse({ ...carouselFixture, items: [noImage] }).success).toBe(false);
    expect(carouselSchema.safeParse({ ...carouselFixture, items: undefined }).success).toBe(false);
  });
});
