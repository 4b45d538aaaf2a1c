import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapMarker } from './map-types';
import { PLACES_URL, type MapPlace } from './place-labels';
import { landZoom, marker, renderMap, withOfflineMap } from './testing/svg-map-test-utils';
import { testLand } from './testing/test-markers';

// Plain pins, clusters and place names: what a diner finds their way by on the offline map.

const trinity: MapMarker = { id: 'trinity', lat: 53.7959, lng: -1.5446, label: 'Leeds Trinity' };
const headingley: MapMarker = {
  id: 'headingley',
  lat: 53.8197,
  lng: -1.5941,
  label: 'Leeds Headingley',
};
const york: MapMarker = { id: 'york', lat: 53.959, lng: -1.0815, label: 'York' };

const places: MapPlace[] = [
  ['Leeds', 53.7965, -1.5478, 5],
  ['York', 53.958, -1.0827, 5],
  ['Headingley', 53.8197, -1.5941, 10],
];

describe('the offline map, finding your way', () => {
  withOfflineMap();
  beforeEach(() => {
    global.fetch = jest.fn((url: string) =>
      Promise.resolve({
        ok: true,
        json: async () => (url === PLACES_URL ? { places } : testLand),
      }),
    ) as unknown as typeof fetch;
  });

  it('shows restaurants that are not search results as plain pins, named by their title', async () => {
    await renderMap({ markers: [trinity, york], zoom: 14, centre: trinity });
    expect(marker('Leeds Trinity')).not.toHaveTextContent(/\d/);
    expect(screen.queryByRole('button', { name: /^\d+: / })).toBeNull();
  });

  it('draws overlapping pins as a cluster with their count, which zooms in on them', async () => {
    await renderMap({ markers: [trinity, headingley, york] });
    const zoom = await landZoom();
    const cluster = screen.getByRole('button', { name: '2 restaurants: zoom in' });
    expect(cluster).toHaveTextContent(/^2$/);
    expect(screen.queryByRole('button', { name: 'Leeds Trinity' })).toBeNull();
    expect(marker('York')).toBeInTheDocument();

    await userEvent.click(cluster);
    expect(await landZoom()).toBeGreaterThan(zoom);
    expect(marker('Leeds Trinity')).toBeInTheDocument();
    expect(marker('Leeds Headingley')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /zoom in$/ })).toBeNull();
  });

  it('clusters overlapping search results under their numbers, but never the chosen one', async () => {
    const results = [
      { ...trinity, number: 1 },
      { ...headingley, number: 2 },
      { ...york, number: 3 },
    ];
    await renderMap({ markers: results });
    expect(screen.getByRole('button', { name: 'Restaurants 1, 2: zoom in' })).toHaveTextContent(
      /^1, 2$/,
    );
    expect(marker('3: York')).toBeInTheDocument();

    await renderMap({ markers: results, selectedId: 'headingley' });
    expect(screen.getAllByRole('button', { name: '2: Leeds Headingley' })).toHaveLength(1);
  });

  it('names the towns in view, and a city’s districts close up', async () => {
    await renderMap({ markers: [trinity, york] });
    const names = await screen.findByTestId('place-names');
    await waitFor(() => expect(names).toHaveTextContent('Leeds'));
    expect(names).toHaveTextContent('York');
    expect(within(names).queryByText('Headingley')).toBeNull();
    expect(names).toHaveAttribute('aria-hidden', 'true');

    await renderMap({ markers: [trinity], centre: headingley, zoom: 12 });
    const close = screen.getAllByTestId('place-names').at(-1)!;
    await waitFor(() => expect(close).toHaveTextContent('Headingley'));
  });
});
