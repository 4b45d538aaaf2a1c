import { act, render, screen } from '@testing-library/react';
import type * as React from 'react';
import userEvent from '@testing-library/user-event';
import { GoogleRestaurantMap } from './google-map';
import { fitView } from './map-view';
import { RestaurantMap } from './restaurant-map';
import { testMarkers } from './testing/test-markers';

type CameraEvent = { detail: { center: { lat: number; lng: number }; zoom: number } };

// Google's script cannot load here: a stand-in library renders what our code hands it.
const mockGoogle: { camera?: (event: CameraEvent) => void } = {};
jest.mock('@vis.gl/react-google-maps', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  return {
    APIProvider: ({ apiKey, children }: { apiKey: string; children: React.ReactNode }) =>
      createElement('div', { 'data-api-key': apiKey }, children),
    Map: (props: Record<string, unknown> & { center: { lat: number; lng: number } }) => {
      mockGoogle.camera = props.onCameraChanged as (event: CameraEvent) => void;
      return createElement(
        'div',
        {
          'data-testid': 'google-map',
          'data-map-id': props.mapId,
          'data-zoom': props.zoom,
          'data-min-zoom': props.minZoom,
          'data-max-zoom': props.maxZoom,
          'data-lat': props.center.lat,
          'data-lng': props.center.lng,
        },
        props.children as React.ReactNode,
      );
    },
    AdvancedMarker: (props: { title: string; onClick: () => void; children: React.ReactNode }) =>
      createElement(
        'button',
        { type: 'button', title: props.title, onClick: props.onClick },
        props.children,
      ),
  };
});

const googleMap = () => screen.getByTestId('google-map');
const zoom = () => Number(googleMap().dataset.zoom);

function renderGoogleMap(selectedId?: string) {
  const onSelect = jest.fn();
  render(
    <GoogleRestaurantMap
      apiKey="test-key"
      mapId="test-map"
      markers={testMarkers}
      selectedId={selectedId}
      onSelect={onSelect}
    />,
  );
  return { onSelect };
}

describe('the Google restaurant map', () => {
  it('loads Google Maps with the key and map ID, limited to zoom 5 to 18', () => {
    renderGoogleMap();
    expect(screen.getByRole('region', { name: 'Map of restaurants' })).toContainElement(
      googleMap(),
    );
    expect(googleMap().parentElement).toHaveAttribute('data-api-key', 'test-key');
    expect(googleMap()).toHaveAttribute('data-map-id', 'test-map');
    expect(googleMap().dataset).toMatchObject({ minZoom: '5', maxZoom: '18' });
  });

  it('shows a numbered marker for each restaurant, named by number and title', () => {
    renderGoogleMap('york');
    for (const { number, label } of testMarkers) {
      expect(screen.getByRole('button', { name: `${number}: ${label}` })).toHaveTextContent(
        String(number),
      );
    }
  });

  it('opens fitted to the markers, like the offline map', () => {
    renderGoogleMap();
    const fitted = fitView(testMarkers)!;
    expect(zoom()).toBe(fitted.zoom);
    expect(Number(googleMap().dataset.lat)).toBeCloseTo(fitted.centre.lat, 9);
    expect(Number(googleMap().dataset.lng)).toBeCloseTo(fitted.centre.lng, 9);
  });

  it('chooses a clicked marker, centres it and zooms to 18', async () => {
    const { onSelect } = renderGoogleMap();
    await userEvent.click(screen.getByRole('button', { name: '3: Manchester Piccadilly' }));
    expect(onSelect).toHaveBeenCalledWith('manchester');
    expect(zoom()).toBe(18);
    expect(googleMap().dataset).toMatchObject({ lat: '53.4808', lng: '-2.2426' });
  });

  it('zooms with its buttons within 5 to 18 and brings all restaurants back into view', async () => {
    const user = userEvent.setup();
    renderGoogleMap();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let click = 0; click < 4; click += 1) await user.click(zoomOut);
    expect(zoom()).toBe(5);
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Show all restaurants' }));
    expect(zoom()).toBe(7);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom()).toBe(8);
  });

  it("follows the diner's own gestures on Google's map", async () => {
    renderGoogleMap();
    act(() => mockGoogle.camera!({ detail: { center: { lat: 53.8, lng: -1.55 }, zoom: 18 } }));
    expect(zoom()).toBe(18);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('RestaurantMap', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
    delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID;
  });

  it('is the Google map when NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is set', async () => {
    process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = 'live-key';
    process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID = 'tavola-map';
    render(<RestaurantMap markers={testMarkers} onSelect={jest.fn()} />);
    const map = await screen.findByTestId('google-map');
    expect(map.parentElement).toHaveAttribute('data-api-key', 'live-key');
    expect(map).toHaveAttribute('data-map-id', 'tavola-map');
  });

  it("uses Google's demo map ID when no map ID is configured", async () => {
    process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = 'live-key';
    render(<RestaurantMap markers={testMarkers} onSelect={jest.fn()} />);
    expect(await screen.findByTestId('google-map')).toHaveAttribute('data-map-id', 'DEMO_MAP_ID');
  });

  it('is the offline map without a key', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false });
    render(<RestaurantMap markers={testMarkers} onSelect={jest.fn()} />);
    await act(async () => {});
    expect(screen.getByRole('group', { name: 'Restaurant locations' })).toBeInTheDocument();
    expect(screen.queryByTestId('google-map')).toBeNull();
  });
});
