import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookNowLocation } from '../restaurant-summary.schema';
import { LocationPicker } from './location-picker';

const location = (storeId: string, title: string, lat: number, lon: number): BookNowLocation => ({
  storeId,
  title,
  address: `1 High Street, ${title}`,
  lat,
  lon,
});

const locations = [
  location('york', 'York Stonegate', 53.96, -1.08),
  location('london', 'London Covent Garden', 51.51, -0.12),
  location('kirkstall', 'Leeds Kirkstall', 53.82, -1.6),
  location('manchester', 'Manchester Deansgate', 53.48, -2.25),
  location('trinity', 'Leeds Trinity', 53.797, -1.545),
  location('sheffield', 'Sheffield Leopold', 53.38, -1.47),
];

function respond(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderPicker(list = locations) {
  const onChoose = jest.fn();
  render(<LocationPicker locations={list} brandName="Tavola" onChoose={onChoose} />);
  return { onChoose };
}

const box = () => screen.getByRole('searchbox', { name: 'Find a restaurant' });
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.firstChild?.textContent);

describe('LocationPicker', () => {
  it('lists every location, with the search of booking step 1 above', () => {
    renderPicker();
    expect(box()).toHaveAttribute('placeholder', 'Search by postcode, town or city');
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(titles(screen.getByRole('list', { name: 'All locations' }))).toHaveLength(6);
  });

  it('narrows the list to the nearest with their distance, and chooses one', async () => {
    fetchMock.mockReturnValue(respond(200, { position: { lat: 53.8, lon: -1.55 } }));
    const { onChoose } = renderPicker();
    await userEvent.type(box(), 'Leeds{Enter}');
    const list = await screen.findByRole('list', { name: 'Nearest locations' });
    expect(titles(list)).toEqual([
      'Leeds Trinity',
      'Leeds Kirkstall',
      'York Stonegate',
      'Sheffield Leopold',
    ]);
    expect(list).toHaveTextContent('0.3 miles');
    await userEvent.click(within(list).getByRole('button', { name: /^Leeds Kirkstall/ }));
    expect(onChoose).toHaveBeenCalledWith('kirkstall');
  });

  it('lists every location with the message when nothing is near the place', async () => {
    fetchMock.mockReturnValue(respond(200, { position: { lat: 60.155, lon: -1.145 } }));
    renderPicker();
    await userEvent.type(box(), 'Lerwick{Enter}');
    expect(
      await screen.findByText(
        'No locations found matching your query, please try a different search or select from the list below.',
      ),
    ).toBeInTheDocument();
    expect(titles(screen.getByRole('list', { name: 'All locations' }))).toHaveLength(6);
  });

  it('asks for another search when the place cannot be found, and lists all again once cleared', async () => {
    fetchMock.mockReturnValue(respond(404, {}));
    renderPicker();
    await userEvent.type(box(), 'Atlantis{Enter}');
    expect(
      await screen.findByText('No locations found, please try a different search.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.clear(box());
    expect(titles(screen.getByRole('list', { name: 'All locations' }))).toHaveLength(6);
  });

  it('has no search over a short list, which a search could not narrow', () => {
    renderPicker(locations.slice(0, 4));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(titles(screen.getByRole('list', { name: 'All locations' }))).toHaveLength(4);
  });
});
