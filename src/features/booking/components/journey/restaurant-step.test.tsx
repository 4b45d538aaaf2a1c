import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RestaurantStep } from './restaurant-step';
import { leeds, testRestaurants } from './testing/test-restaurants';

function respond(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderStep() {
  const onSelect = jest.fn();
  render(<RestaurantStep restaurants={testRestaurants} brandName="Tavola" onSelect={onSelect} />);
  return { onSelect, box: screen.getByRole('searchbox', { name: 'Find a restaurant' }) };
}

const status = () => screen.getByRole('status');
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button').textContent);

describe('RestaurantStep', () => {
  it('asks for a place when the search is empty', async () => {
    const { box } = renderStep();
    expect(box).toHaveAttribute('placeholder', 'Search by postcode, town or city');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(status()).toHaveTextContent(
      'Enter a postcode or use your location to search for a Tavola restaurant.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('searches on Enter and lists the 4 nearest restaurants with their distance', async () => {
    fetchMock.mockReturnValue(respond(200, { position: leeds }));
    const { box, onSelect } = renderStep();
    await userEvent.type(box, 'Leeds{Enter}');
    const list = await screen.findByRole('list', { name: 'Nearest restaurants' });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/geo/search/Leeds');
    expect(names(list)).toEqual([
      'Select Leeds Trinity',
      'Select Leeds Kirkstall',
      'Select York Stonegate',
      'Select Sheffield Leopold',
    ]);
    const trinity = within(list).getAllByRole('listitem')[0]!;
    expect(trinity).toHaveTextContent('Leeds Trinity1 High Street, Leeds Trinity0.3 miles');
    await userEvent.click(within(trinity).getByRole('button', { name: 'Select Leeds Trinity' }));
    expect(onSelect).toHaveBeenCalledWith(testRestaurants[4], expect.closeTo(0.27, 1));
  });

  it('searches with the search button', async () => {
    fetchMock.mockReturnValue(respond(200, { position: leeds }));
    const { box } = renderStep();
    await userEvent.type(box, 'LS1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('list', { name: 'Nearest restaurants' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/geo/search/LS1');
  });

  it('asks for another search, without a list, when the place is not found', async () => {
    fetchMock.mockReturnValue(respond(404, {}));
    const { box } = renderStep();
    await userEvent.type(box, 'Atlantis{Enter}');
    expect(
      await screen.findByText('No locations found, please try a different search.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows every restaurant with the message when nothing is near the place', async () => {
    // Lerwick, Shetland: a real place, more than 100 miles from every test restaurant.
    fetchMock.mockReturnValue(respond(200, { position: { lat: 60.155, lon: -1.145 } }));
    const { box, onSelect } = renderStep();
    await userEvent.type(box, 'Lerwick{Enter}');
    const list = await screen.findByRole('list', { name: 'All restaurants' });
    expect(status()).toHaveTextContent(
      'No locations found matching your query, please try a different search or select from the list below.',
    );
    expect(names(list)).toEqual([
      'Select Leeds Kirkstall',
      'Select Leeds Trinity',
      'Select London Covent Garden',
      'Select Manchester Deansgate',
      'Select Sheffield Leopold',
      'Select York Stonegate',
    ]);
    expect(list).not.toHaveTextContent('miles');
    await userEvent.click(screen.getByRole('button', { name: 'Select York Stonegate' }));
    expect(onSelect).toHaveBeenCalledWith(testRestaurants[0], undefined);
  });

  it('shows the town, not a postcode area, when the geocoder has no full postcode', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: leeds.lat, longitude: leeds.lon } } as GeolocationPosition),
      },
      configurable: true,
    });
    fetchMock.mockReturnValue(respond(200, { postcode: 'LS', place: 'Leeds' }));
    const { box } = renderStep();
    await userEvent.type(box, 'York');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Near Leeds')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(fetchMock).toHaveBeenLastCalledWith(`/api/geo/search/lat/${leeds.lat}/lng/${leeds.lon}`);
  });

  it('searches from the device location and shows its postcode', async () => {
    const getCurrentPosition = jest.fn((success: PositionCallback) =>
      success({ coords: { latitude: leeds.lat, longitude: leeds.lon } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    });
    fetchMock.mockReturnValue(respond(200, { postcode: 'LS1 5AY' }));
    const { box } = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    const list = await screen.findByRole('list', { name: 'Nearest restaurants' });
    expect(names(list)[0]).toBe('Select Leeds Trinity');
    expect(box).toHaveValue('LS1 5AY');
  });

  it('says so when the device location cannot be found', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (_: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1 } as GeolocationPositionError),
      },
      configurable: true,
    });
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(status()).toHaveTextContent(
      "Sorry, we couldn't find your location. Please enter a postcode or use the search bar.",
    );
  });

  it('tells what each search found: the nearest, or none when nothing was near', async () => {
    const onSearched = jest.fn();
    render(
      <RestaurantStep
        restaurants={testRestaurants}
        brandName="Tavola"
        onSelect={jest.fn()}
        onSearched={onSearched}
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Find a restaurant' });
    expect(onSearched).not.toHaveBeenCalled();

    fetchMock.mockReturnValue(respond(200, { position: leeds }));
    await userEvent.type(box, 'Leeds{Enter}');
    await screen.findByRole('list', { name: 'Nearest restaurants' });
    expect(onSearched).toHaveBeenLastCalledWith(
      expect.arrayContaining([testRestaurants[4]]) as unknown,
    );
    expect(onSearched.mock.lastCall?.[0]).toHaveLength(4);

    fetchMock.mockReturnValue(respond(404, {}));
    await userEvent.clear(box);
    await userEvent.type(box, 'Atlantis{Enter}');
    // A place the geocoder does not know: the short message, no list, and nothing found.
    await screen.findByText('No locations found, please try a different search.');
    expect(onSearched).toHaveBeenLastCalledWith([]);
  });
});
