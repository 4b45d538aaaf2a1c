import { render, screen } from '@testing-library/react';
import { CallButton } from './call-button';
import { RestaurantNotice } from './restaurant-notice';

const restaurant = {
  title: 'Leeds Trinity',
  phoneNumber: '0113 496 0000',
  bookingProviderUrl: 'https://book.example.com/leeds',
};

describe('RestaurantNotice', () => {
  it('sends an external provider’s restaurant on in a new tab', () => {
    render(<RestaurantNotice restaurant={restaurant} state="external" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bookings for this restaurant are managed by an external provider. Click the button below to continue.',
    );
    const link = screen.getByRole('link', { name: /^Continue/ });
    expect(link).toHaveTextContent(/^Continue \(opens in a new tab\)$/);
    expect(link).toHaveAttribute('href', 'https://book.example.com/leeds');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('asks a holiday-park diner to call', () => {
    render(<RestaurantNotice restaurant={restaurant} state="holidayPark" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Sorry, we can't take bookings for Center Parcs restaurants online. Please call the restaurant directly to book.",
    );
    expect(screen.getByRole('link', { name: 'Call 0113 496 0000' })).toHaveAttribute(
      'href',
      'tel:01134960000',
    );
  });

  it('asks the diner to call a restaurant that takes no bookings online', () => {
    render(<RestaurantNotice restaurant={restaurant} state="disabled" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Sorry, we don't take bookings for this restaurant, please contact them directly.",
    );
    expect(screen.getByRole('link', { name: 'Call 0113 496 0000' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Continue/ })).not.toBeInTheDocument();
  });
});

describe('CallButton', () => {
  it('dials the number without spaces or punctuation', () => {
    render(<CallButton phoneNumber="+44 (0)20 7946-0000" />);
    expect(screen.getByRole('link', { name: 'Call +44 (0)20 7946-0000' })).toHaveAttribute(
      'href',
      'tel:+4402079460000',
    );
  });

  it('shows nothing without a number', () => {
    const { container } = render(<CallButton />);
    expect(container).toBeEmptyDOMElement();
  });
});
