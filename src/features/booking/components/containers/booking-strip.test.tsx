import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetRestaurants } from '@/features/locations';
import { requestInPageBooking } from '@/lib/ui';
import { placeUnhydratedBookingStrip } from '@/lib/ui/testing/unhydrated-booking-strip';
import { journeySettingsOf } from '../../journey-settings';
import { serveRestaurants, testRestaurants } from '../journey/testing/test-restaurants';
import type * as PanelModule from './booking-journey-panel';
import { BookingStrip } from './booking-strip';

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

/** The browser's idle callbacks, run when the test says the page is idle. */
let idle: (() => void)[] = [];
beforeEach(() => {
  forgetRestaurants();
  idle = [];
  window.requestIdleCallback = (callback) => idle.push(() => callback({} as IdleDeadline));
  window.cancelIdleCallback = () => undefined;
});
const pageIsIdle = () => act(() => idle.splice(0).forEach((run) => run()));

function renderStrip() {
  render(
    <BookingStrip
      title="Book a table"
      storeId="leeds-trinity"
      restaurantTitle="Leeds Trinity"
      settings={settings}
    />,
  );
}

describe('BookingStrip: the page carries no restaurant list', () => {
  it('names its restaurant from the page, and fetches the list only once the page is idle', async () => {
    const fetchMock = serveRestaurants(testRestaurants);
    renderStrip();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Book a table at Leeds Trinity' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await pageIsIdle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The diner starts: the list is already there, so the journey opens on step 2 at once.
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByRole('region', { name: /2\. Table size/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByText('Loading the restaurants…')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again when the diner starts after the idle fetch failed', async () => {
    const fetchMock = serveRestaurants(502, testRestaurants);
    renderStrip();
    await pageIsIdle();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('region', { name: /2\. Table size/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("starts at once when the header's Book Now was used while it was still hydrating", async () => {
    serveRestaurants(testRestaurants);
    const removeStrip = placeUnhydratedBookingStrip();
    expect(requestInPageBooking()).toBe(true);
    removeStrip();

    renderStrip();
    expect(await screen.findByRole('region', { name: /2\. Table size/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('starting before the page is idle fetches the list then, with its loading state', async () => {
    let arrive: (list: unknown) => void = () => undefined;
    const fetchMock = serveRestaurants(new Promise((resolve) => (arrive = resolve)));
    renderStrip();
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the restaurants…');
    arrive(testRestaurants);
    expect(await screen.findByRole('region', { name: /2\. Table size/ })).toBeVisible();
    await pageIsIdle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
