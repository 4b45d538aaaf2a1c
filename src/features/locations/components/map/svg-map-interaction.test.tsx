import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { RestaurantMap } from './restaurant-map';
import {
  expectAt,
  landZoom,
  mapSurface,
  marker,
  position,
  renderMap,
  withOfflineMap,
} from './testing/svg-map-test-utils';
import { testMarkers } from './testing/test-markers';

describe('the offline restaurant map with keyboard, pointer and assistive technology', () => {
  withOfflineMap();

  it('moves with the arrow keys and zooms with plus and minus when it has the focus', async () => {
    const user = userEvent.setup();
    await renderMap();
    const start = position(marker('2: York'));
    mapSurface().focus();
    await user.keyboard('{ArrowRight}');
    expectAt(marker('2: York'), start.left - 80, start.top);
    await user.keyboard('{ArrowUp}');
    expectAt(marker('2: York'), start.left - 80, start.top + 80);
    await user.keyboard('+');
    expect(await landZoom()).toBe(8);
    await user.keyboard('-');
    expect(await landZoom()).toBe(7);
  });

  it('lets the keyboard through: Tab goes on past the markers and controls', async () => {
    const user = userEvent.setup();
    render(
      <>
        <RestaurantMap markers={testMarkers} onSelect={jest.fn()} />
        <button type="button">After the map</button>
      </>,
    );
    await act(async () => {});
    await user.tab();
    expect(mapSurface()).toHaveFocus();
    await user.tab();
    expect(marker('1: Leeds Trinity')).toHaveFocus();
    for (let step = 0; step < 5; step += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'Show all restaurants' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the map' })).toHaveFocus();
  });

  it('follows a drag, but not one that starts on a marker', async () => {
    const { onSelect } = await renderMap();
    const start = position(marker('2: York'));
    fireEvent.pointerDown(mapSurface(), { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(mapSurface(), { clientX: 150, clientY: 130 });
    fireEvent.pointerUp(mapSurface(), { clientX: 150, clientY: 130 });
    fireEvent.pointerMove(mapSurface(), { clientX: 300, clientY: 300 });
    expectAt(marker('2: York'), start.left + 50, start.top + 30);

    fireEvent.pointerDown(marker('1: Leeds Trinity'), { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(mapSurface(), { clientX: 60, clientY: 60 });
    expectAt(marker('2: York'), start.left + 50, start.top + 30);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('has no serious or critical accessibility problems, fitted or close up', async () => {
    // jsdom draws nothing; axe measures text on a canvas when it can, and copes when it cannot.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = await renderMap({ selectedId: 'leeds-trinity' });
    const problems = async () => {
      // Colour contrast needs a real renderer: the e2e tests check it in Chromium.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      return results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => `${violation.id}: ${violation.help}`);
    };
    await landZoom();
    expect(await problems()).toEqual([]);
    await userEvent.click(marker('1: Leeds Trinity'));
    expect(await problems()).toEqual([]);
  });
});
