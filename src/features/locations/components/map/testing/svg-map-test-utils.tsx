import { act, render, screen, waitFor } from '@testing-library/react';
import { RestaurantMap } from '../restaurant-map';
import { testLand, testMarkers } from './test-markers';

// jsdom has no PointerEvent; a MouseEvent with a pointer id is all the map reads.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;

/** The offline map (no Google key), its coastline served as public/maps/uk.json would be. */
export function withOfflineMap() {
  beforeEach(() => {
    delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => testLand });
  });
}

/** Renders the map and lets the coastline arrive, as it does right after the first paint. */
export async function renderMap(props: Partial<Parameters<typeof RestaurantMap>[0]> = {}) {
  const onSelect = jest.fn();
  const view = render(<RestaurantMap markers={testMarkers} onSelect={onSelect} {...props} />);
  await act(async () => {});
  return { ...view, onSelect };
}

export const marker = (name: string) => screen.getByRole('button', { name });
export const mapSurface = () => screen.getByRole('group', { name: 'Restaurant locations' });

/** Where a marker's centre is, in pixels from the map's top-left corner. */
export const position = (button: HTMLElement) => ({
  left: parseFloat(button.style.left),
  top: parseFloat(button.style.top),
});

/** The marker's centre is at (left, top), give or take floating-point noise. */
export function expectAt(button: HTMLElement, left: number, top: number) {
  expect(position(button).left).toBeCloseTo(left, 6);
  expect(position(button).top).toBeCloseTo(top, 6);
}

/** The zoom the land is drawn at: its viewBox is 390 screen pixels of zoom-9 land units wide. */
export async function landZoom() {
  const land = await waitFor(() => {
    const svg = document.querySelector<SVGElement>('svg[viewBox]');
    expect(svg).not.toBeNull();
    return svg!;
  });
  const width = Number(land.getAttribute('viewBox')!.split(' ')[2]);
  return 9 - Math.log2(width / 390);
}
