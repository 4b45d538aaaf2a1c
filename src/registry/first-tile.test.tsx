import { act, render, within } from '@testing-library/react';
import { callToActionFixture } from '@/blocks/call-to-action/call-to-action.fixture';
import { callToActionSchema } from '@/blocks/call-to-action/call-to-action.schema';
import { carouselFixture } from '@/blocks/carousel/carousel.fixture';
import { carouselSchema } from '@/blocks/carousel/carousel.schema';
import { heroFixture } from '@/blocks/hero/hero.fixture';
import { heroSchema } from '@/blocks/hero/hero.schema';
import { imageFixture } from '@/blocks/image/image.fixture';
import { imageTileSchema } from '@/blocks/image/image.schema';
import type { TileEntry } from '@/lib/content';
import type { RenderedTile } from './rendered-tile';
import type { TileKey } from './tile-blocks';
import { tileFrameSchema } from './tile-frame.schema';
import { TileList } from './tile-list';

// Issue 31: the tile that opens a page is what a phone paints first and largest (Lighthouse's LCP
// element). Whatever its type, its picture is fetched at once and at high priority, and it makes
// no entrance; the same tile further down waits for the scroll like any other picture.

type Schema = { parse(entry: unknown): object };
const pictureTiles: [TileKey, TileEntry, Schema][] = [
  ['hero', heroFixture, heroSchema],
  ['image', imageFixture, imageTileSchema],
  ['carousel', carouselFixture, carouselSchema],
  ['callToAction', callToActionFixture, callToActionSchema],
];

function tileOf(key: TileKey, fixture: TileEntry, schema: Schema, id: string): RenderedTile {
  const frame = tileFrameSchema.parse({ ...fixture, tileId: id, animationEffect: 'fadeInUp' });
  return { kind: 'tile', id, key, frame, props: schema.parse(fixture) };
}

/** The pictures of a tile's section, in order. */
const picturesOf = (id: string) =>
  within(document.getElementById(id)!).getAllByRole('img', { hidden: true });

beforeEach(() => {
  // A page reloaded scrolled down: the observer says no tile is on screen.
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => ({
    observe: (element: Element) => {
      queueMicrotask(() =>
        callback([{ isIntersecting: false, target: element } as never], {} as never),
      );
    },
    unobserve: jest.fn(),
    disconnect: jest.fn(),
  })) as unknown as typeof IntersectionObserver;
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
});

describe.each(pictureTiles)('a %s tile', (key, fixture, schema) => {
  const tiles = [tileOf(key, fixture, schema, 'opens'), tileOf(key, fixture, schema, 'further')];

  it('that opens the page fetches its first picture at once and at high priority', () => {
    render(<TileList tiles={tiles} preview={false} />);
    const [first, ...rest] = picturesOf('opens');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading', 'lazy');
    // A carousel's other slides wait their turn.
    for (const picture of rest) expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('further down the page waits for the scroll to fetch its pictures', () => {
    render(<TileList tiles={tiles} preview={false} />);
    for (const picture of picturesOf('further')) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });

  it('that opens the page makes no entrance, even with an animation effect', async () => {
    render(<TileList tiles={tiles} preview={false} />);
    await act(async () => {});
    const opens = document.getElementById('opens')!;
    expect(opens.querySelector('[style*="opacity"]')).toBeNull();
    // The one further down does wait, hidden, to animate in.
    expect(document.getElementById('further')!.querySelector('[style*="opacity"]')).not.toBeNull();
  });
});
