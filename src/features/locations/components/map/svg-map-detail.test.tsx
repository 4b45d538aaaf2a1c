import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapMarker } from './map-types';
import { PLACES_URL, type MapPlace } from './place-labels';
import { landZoom, marker, renderMap, withOfflineMap } from './testing/svg-map-test-utils';
import { testLand, testMarkers } from './testing/test-markers';

const york = testMarkers[1] as MapMarker;

// Two places right beside York's marker (public/maps/uk-places.json holds the real ones): named in
// view up to zoom 16 there, and nothing at all at 17 or 18.
const places: MapPlace[] = [
  ['Minster', 53.9612, -1.0818, 10],
  ['Bootham', 53.9635, -1.0905, 10],
];

describe('the offline map close up, where its place names end', () => {
  withOfflineMap();
  beforeEach(() => {
    global.fetch = jest.fn(async (url: string) => ({
      ok: true,
      json: async () => (url === PLACES_URL ? { places } : testLand),
    })) as unknown as typeof fetch;
  });

  it('zooms a clicked marker only as close as a place is named beside it: never an empty square', async () => {
    await renderMap();
    // The place names have arrived (none is named from this far out).
    await screen.findByTestId('place-names');
    await userEvent.click(marker('2: York'));
    expect(await landZoom()).toBe(16);
    expect(screen.getByText('Minster')).toBeInTheDocument();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(zoomIn);
    expect(await landZoom()).toBe(16);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(await landZoom()).toBe(15);
    expect(zoomIn).not.toHaveAttribute('aria-disabled');
  });

  it('shows every title from zoom 15, where the offline map has no streets to show', async () => {
    await renderMap({ centre: york, zoom: 14 });
    await screen.findByText('Minster');
    expect(within(marker('2: York')).queryByText('York')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(await landZoom()).toBe(15);
    expect(within(marker('2: York')).getByText('York')).toBeVisible();
  });
});
