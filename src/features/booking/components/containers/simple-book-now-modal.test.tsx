import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetRestaurants, type BookNowLocation } from '@/features/locations';
import { polyfillDialog } from '@/lib/ui/dialog/testing/polyfill-dialog';
import { journeySettingsOf } from '../../journey-settings';
import { serveRestaurants, testRestaurants } from '../journey/testing/test-restaurants';
import type * as PanelModule from './booking-journey-panel';
import { SimpleBookNowModal } from './simple-book-now-modal';

// The journey's code is fetched lazily in the browser; here it is at hand at once.
jest.mock(
  'next/dynamic',
  () => () => jest.requireActual<typeof PanelModule>('./booking-journey-panel').BookingJourneyPanel,
);

const settings = journeySettingsOf({
  siteId: 'tavola',
  siteName: 'Tavola',
  bookNowText: 'Book Now',
  showChildCovers: true,
  bookingTileType: 'standard',
});

/** What the page carries of each location: its name and address, nothing else. */
const locations: BookNowLocation[] = testRestaurants
  .slice(0, 3)
  .map(({ storeId, title, address, lat, lon }) => ({ storeId, title, address, lat, lon }));

beforeAll(polyfillDialog);
beforeEach(() => forgetRestaurants());

describe('SimpleBookNowModal', () => {
  it('lists the locations from the page, then books the one chosen with the fetched list', async () => {
    const fetchMock = serveRestaurants(testRestaurants);
    render(<SimpleBookNowModal locations={locations} settings={settings} onClose={jest.fn()} />);
    const list = screen.getByRole('dialog', { name: 'Please select a location.' });
    expect(within(list).getAllByRole('button', { name: /High Street/ })).toHaveLength(3);

    await userEvent.click(within(list).getByRole('button', { name: /^Leeds Kirkstall/ }));
    const booking = screen.getByRole('dialog', { name: 'Create your booking' });
    expect(await within(booking).findByRole('region', { name: /2\. Table size/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(booking).getByRole('region', { name: /1\. Select/ })).toHaveTextContent(
      'Leeds Kirkstall',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('with one location opens its booking at once, loading the list first', async () => {
    serveRestaurants(testRestaurants);
    render(
      <SimpleBookNowModal locations={[locations[2]!]} settings={settings} onClose={jest.fn()} />,
    );
    const booking = screen.getByRole('dialog', { name: 'Create your booking' });
    expect(within(booking).getByRole('status')).toHaveTextContent('Loading the restaurants…');
    expect(await within(booking).findByRole('region', { name: /1\. Select/ })).toHaveTextContent(
      locations[2]!.title,
    );
  });

  it('says so when the list fails', async () => {
    serveRestaurants(502);
    render(
      <SimpleBookNowModal locations={[locations[0]!]} settings={settings} onClose={jest.fn()} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong fetching the restaurants, please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
