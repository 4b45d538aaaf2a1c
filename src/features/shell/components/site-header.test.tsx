import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { START_BOOKING_EVENT, takeEarlyBookingRequest } from '@/lib/ui';
import { placeUnhydratedBookingStrip } from '@/lib/ui/testing/unhydrated-booking-strip';
import { SiteHeader } from './site-header';
import { testSettings } from './testing/test-settings';

jest.mock('next/router', () => ({
  useRouter: () => ({ events: { on: jest.fn(), off: jest.fn() } }),
}));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
  // The header checks on the next animation frame.
  act(() => {
    jest.advanceTimersByTime(50);
  });
}

/** Clicks the header's Book Now, as a diner does: the click, to see whether it was default-prevented. */
function clickBookNow(): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  fireEvent(screen.getByRole('link', { name: 'Book Now' }), click);
  return click;
}

describe('SiteHeader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is not shown when the settings hold no masthead items', () => {
    const { container } = render(
      <SiteHeader settings={testSettings({ mastheadItems: [] })} bookingLink="/#booking" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the links, and a new-tab link says so', () => {
    render(<SiteHeader settings={testSettings()} bookingLink="/#booking" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Find a restaurant' }));
    const gifts = screen.getByRole('link', { name: 'Gift cards (opens in a new tab)' });
    expect(gifts).toHaveAttribute('target', '_blank');
    expect(gifts).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a dropdown of links, and Escape closes it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<SiteHeader settings={testSettings()} bookingLink="/#booking" />);
    const menus = screen.getByRole('button', { name: 'Menus' });
    expect(menus).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Kids' })).not.toBeInTheDocument();

    await user.click(menus);
    expect(menus).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Kids' })).toHaveAttribute('href', '/kids');

    await user.keyboard('{Escape}');
    expect(menus).toHaveAttribute('aria-expanded', 'false');
    expect(menus).toHaveFocus();
  });

  it('collapses to a menu button on small screens', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<SiteHeader settings={testSettings()} bookingLink="/#booking" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', 'site-navigation');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it("has Book Now with the settings' text, leading to the booking link", () => {
    render(
      <SiteHeader
        settings={testSettings({ bookNowText: 'Reserve' })}
        bookingLink="/restaurants/leeds/trinity/book-now"
      />,
    );
    expect(screen.getByRole('link', { name: 'Reserve' })).toHaveAttribute(
      'href',
      '/restaurants/leeds/trinity/book-now',
    );
  });

  it('starts the in-page booking on the home page when a booking strip answers', () => {
    const started = jest.fn((event: Event) => event.preventDefault());
    window.addEventListener(START_BOOKING_EVENT, started);
    try {
      render(<SiteHeader settings={testSettings()} bookingLink="/#booking" />);
      const click = clickBookNow();
      expect(started).toHaveBeenCalledTimes(1);
      // The strip took it: the link does not also navigate to the modal.
      expect(click.defaultPrevented).toBe(true);
    } finally {
      window.removeEventListener(START_BOOKING_EVENT, started);
    }
  });

  it('keeps Book Now for a strip in the page that is still hydrating, not opening the modal', () => {
    const removeStrip = placeUnhydratedBookingStrip();
    try {
      render(<SiteHeader settings={testSettings()} bookingLink="/#booking" />);
      const click = clickBookNow();
      expect(click.defaultPrevented).toBe(true);
      expect(window.location.hash).toBe('');
      // The strip, once it listens, finds the request, once.
      expect(takeEarlyBookingRequest()).toBe(true);
      expect(takeEarlyBookingRequest()).toBe(false);
    } finally {
      removeStrip();
    }
  });

  it('on a restaurants page with no strip, opens the modal over it instead of leaving it', () => {
    window.history.pushState({}, '', '/restaurants/leeds');
    try {
      render(<SiteHeader settings={testSettings()} bookingLink="/#booking" />);
      const click = clickBookNow();
      expect(click.defaultPrevented).toBe(true);
      expect(window.location.pathname).toBe('/restaurants/leeds');
      expect(window.location.hash).toBe('#booking');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('turns solid after scrolling past the offset (250 px by default)', () => {
    const { container } = render(<SiteHeader settings={testSettings()} bookingLink="/#booking" />);
    const header = container.querySelector('header')!;
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(250);
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(251);
    expect(header).toHaveAttribute('data-solid', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-solid', 'false');
  });
});
