import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetRestaurants } from '@/features/locations';
import { journeySettingsOf } from '../../journey-settings';
import { serveRestaurants, testRestaurants } from '../journey/testing/test-restaurants';
import { BookingJourneyPanel } from './booking-journey-panel';

const brandSettings = {
  siteId: 'tavola',
  siteName: 'Tavola',
  bookNowText: 'Book Now',
  showChildCovers: true,
  bookingTileType: 'standard',
} as const;
const settings = journeySettingsOf(brandSettings);
/** The settings' 'Default restaurant id' (a store id). */
const withDefaultRestaurant = (storeId: string) =>
  journeySettingsOf({ ...brandSettings, defaultRestaurantId: storeId });

const failedMessage = 'Something went wrong fetching the restaurants, please try again.';

const step = (name: RegExp) => screen.getByRole('region', { name });

beforeEach(() => forgetRestaurants());

describe('BookingJourneyPanel: the restaurant list is fetched when the journey starts', () => {
  it('says it is loading, then shows the location step', async () => {
    let arrive: (list: unknown) => void = () => undefined;
    const fetchMock = serveRestaurants(new Promise((resolve) => (arrive = resolve)));
    render(<BookingJourneyPanel settings={settings} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the restaurants…');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    arrive(testRestaurants);
    expect(await screen.findByRole('searchbox', { name: 'Find a restaurant' })).toBeVisible();
    expect(step(/1\. Select a restaurant/)).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByText('Loading the restaurants…')).not.toBeInTheDocument();
  });

  it('opens on step 2 with the chosen restaurant once the list is in', async () => {
    serveRestaurants(testRestaurants);
    render(<BookingJourneyPanel storeId="leeds-trinity" settings={settings} />);
    await waitFor(() =>
      expect(step(/2\. Table size, time and date/)).toHaveAttribute('aria-current', 'step'),
    );
    expect(step(/1\. Select a restaurant/)).toHaveTextContent('Leeds Trinity');
  });

  it("starts on the brand's default restaurant when none is given, and the diner can change it", async () => {
    serveRestaurants(testRestaurants);
    const { container } = render(
      <BookingJourneyPanel settings={withDefaultRestaurant('leeds-trinity')} />,
    );
    await waitFor(() =>
      expect(step(/2\. Table size, time and date/)).toHaveAttribute('aria-current', 'step'),
    );
    expect(step(/1\. Select a restaurant/)).toHaveTextContent('Leeds Trinity');
    expect(
      within(step(/1\. Select a restaurant/)).getByRole('button', { name: /Edit/ }),
    ).toBeEnabled();
    // In the brand's widget colour (theme/_themes.scss).
    expect(container.firstElementChild).toHaveClass('booking-widget');
  });

  it('ignores a default restaurant the list does not have', async () => {
    serveRestaurants(testRestaurants);
    render(<BookingJourneyPanel settings={withDefaultRestaurant('closed-long-ago')} />);
    expect(await screen.findByRole('searchbox', { name: 'Find a restaurant' })).toBeVisible();
    expect(step(/1\. Select a restaurant/)).toHaveAttribute('aria-current', 'step');
  });

  it('says so when the list fails, and Try again (by keyboard) asks again', async () => {
    const user = userEvent.setup();
    const fetchMock = serveRestaurants(502, testRestaurants);
    render(<BookingJourneyPanel settings={settings} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(failedMessage);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('searchbox', { name: 'Find a restaurant' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so again when the network fails again', async () => {
    const user = userEvent.setup();
    serveRestaurants(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    render(<BookingJourneyPanel settings={settings} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(failedMessage);
  });

  it('keeps the list after the first load: a journey opened again shows it at once', async () => {
    const fetchMock = serveRestaurants(testRestaurants);
    const first = render(<BookingJourneyPanel settings={settings} />);
    await screen.findByRole('searchbox', { name: 'Find a restaurant' });
    first.unmount();

    render(<BookingJourneyPanel storeId="york" settings={settings} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(step(/1\. Select a restaurant/)).getByText('York Stonegate')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
