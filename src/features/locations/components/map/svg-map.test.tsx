import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapMarker } from './map-types';
import { RestaurantMap } from './restaurant-map';
import {
  expectAt,
  landZoom,
  marker,
  position,
  renderMap,
  withOfflineMap,
} from './testing/svg-map-test-utils';
import { testMarkers } from './testing/test-markers';

const [leeds, york] = testMarkers as [MapMarker, MapMarker, MapMarker];

describe('the offline restaurant map', () => {
  withOfflineMap();

  it('still shows and chooses markers when the coastline cannot be loaded', async () => {
    global.fetch = jest.fn().mockRejectedValue(new Error('offline'));
    const { onSelect } = await renderMap();
    expect(document.querySelector('svg[viewBox]')).toBeNull();
    await userEvent.click(marker('2: York'));
    expect(onSelect).toHaveBeenCalledWith('york');
  });

  it('is a labelled map with a numbered marker button for each restaurant', async () => {
    await renderMap();
    const map = screen.getByRole('region', { name: 'Map of restaurants' });
    for (const { number, label } of testMarkers) {
      expect(within(map).getByRole('button', { name: `${number}: ${label}` })).toHaveTextContent(
        String(number),
      );
    }
    // The coastline comes from the static file, drawn under the markers.
    await waitFor(() => expect(document.querySelector('svg[viewBox] path')).not.toBeNull());
    expect(fetch).toHaveBeenCalledWith('/maps/uk.json');
  });

  it('opens fitted to the markers, all of them on the map', async () => {
    await renderMap();
    expect(await landZoom()).toBe(7);
    for (const { number, label } of testMarkers) {
      const { left, top } = position(marker(`${number}: ${label}`));
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThan(390);
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThan(480);
    }
  });

  it('opens at the configured centre and zoom when given them', async () => {
    await renderMap({ centre: { lat: york.lat, lng: york.lng }, zoom: 10 });
    expect(await landZoom()).toBe(10);
    expectAt(marker('2: York'), 195, 240);
  });

  it('chooses a clicked marker, centres it and zooms to 12 while it has no place names', async () => {
    const { onSelect } = await renderMap();
    await userEvent.click(marker('2: York'));
    expect(onSelect).toHaveBeenCalledWith('york');
    expect(await landZoom()).toBe(12);
    expectAt(marker('2: York'), 195, 240);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The others are off the map.
    expect(screen.queryByRole('button', { name: '1: Leeds Trinity' })).toBeNull();
  });

  it('chooses the focused marker with Enter or Space', async () => {
    const user = userEvent.setup();
    const { onSelect } = await renderMap();
    marker('3: Manchester Piccadilly').focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('manchester');
    expect(await landZoom()).toBe(12);

    await user.click(screen.getByRole('button', { name: 'Show all restaurants' }));
    marker('1: Leeds Trinity').focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('leeds-trinity');
    expectAt(marker('1: Leeds Trinity'), 195, 240);
  });

  it('zooms in and out one level at a time, no further than 12 (no place names yet) and 5', async () => {
    const user = userEvent.setup();
    await renderMap();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(await landZoom()).toBe(7);

    await user.click(zoomOut);
    await user.click(zoomOut);
    expect(await landZoom()).toBe(5);
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await user.click(zoomOut);
    expect(await landZoom()).toBe(5);

    for (let level = 5; level < 12; level += 1) await user.click(zoomIn);
    expect(await landZoom()).toBe(12);
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(zoomOut).not.toHaveAttribute('aria-disabled');
    await user.click(zoomIn);
    expect(await landZoom()).toBe(12);
    // A button at its limit keeps the keyboard focus.
    expect(zoomIn).toHaveFocus();
  });

  it('keeps markers the same size while the map zooms around its centre', async () => {
    const user = userEvent.setup();
    await renderMap();
    const before = position(marker('2: York'));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    const after = position(marker('2: York'));
    expect(after.left - 195).toBeCloseTo((before.left - 195) * 2, 6);
    expect(after.top - 240).toBeCloseTo((before.top - 240) * 2, 6);
  });

  it('brings every restaurant back into view with "Show all restaurants"', async () => {
    const user = userEvent.setup();
    await renderMap();
    await user.click(marker('2: York'));
    expect(await landZoom()).toBe(12);
    await user.click(screen.getByRole('button', { name: 'Show all restaurants' }));
    expect(await landZoom()).toBe(7);
    expect(screen.getAllByRole('button', { name: /^\d: / })).toHaveLength(3);
  });

  it('fits the markers again when they change, and only then', async () => {
    const user = userEvent.setup();
    const { rerender, onSelect } = await renderMap();
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(await landZoom()).toBe(6);
    rerender(<RestaurantMap markers={testMarkers.map((m) => ({ ...m }))} onSelect={onSelect} />);
    expect(await landZoom()).toBe(6);
    rerender(<RestaurantMap markers={[leeds, york]} onSelect={onSelect} />);
    expect(await landZoom()).toBe(9);
    expect(screen.queryByRole('button', { name: '3: Manchester Piccadilly' })).toBeNull();
  });

  it('draws the first restaurant of the list above the next where markers overlap', async () => {
    await renderMap();
    const layer = (name: string) => Number(marker(name).style.getPropertyValue('--marker-layer'));
    expect(layer('1: Leeds Trinity')).toBeGreaterThan(layer('2: York'));
    expect(layer('2: York')).toBeGreaterThan(layer('3: Manchester Piccadilly'));
  });

  it('marks the chosen restaurant and shows its title', async () => {
    await renderMap({ selectedId: 'york' });
    expect(marker('2: York')).toHaveAttribute('aria-current', 'true');
    expect(within(marker('2: York')).getByText('York')).toBeVisible();
    // What is seen ("2 York") is within the name ("2: York") for speech-input users.
    expect(marker('2: York')).toHaveTextContent(/^2 York$/);
    expect(marker('1: Leeds Trinity')).not.toHaveAttribute('aria-current');
    expect(within(marker('1: Leeds Trinity')).queryByText('Leeds Trinity')).toBeNull();
  });
});
