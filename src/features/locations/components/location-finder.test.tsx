import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinderRestaurant } from '../restaurant-summary.schema';
import { LocationFinder } from './location-finder';

// The map is tested on its own (map/); here it would only draw.
jest.mock('./map/restaurant-map', () => ({ RestaurantMap: () => null }));

const restaurant = (storeId: string, title: string, city: string): FinderRestaurant => ({
  storeId,
  title,
  city,
  path: `/restaurants/${city.toLowerCase()}/${storeId}`,
  lat: 53.8,
  lon: -1.55,
  address: `1 High Street, ${city}`,
  hideRestaurantDetailPage: false,
  enableBookings: true,
});

const restaurants = [
  restaurant('trinity', 'Leeds Trinity', 'Leeds'),
  restaurant('york', 'York', 'York'),
];

describe('LocationFinder', () => {
  it("draws the 'View all locations' tiles when opened, not hidden in the first HTML", async () => {
    render(<LocationFinder restaurants={restaurants} />);
    const button = screen.getByRole('button', { name: 'View all locations' });
    const grid = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(grid).toHaveAttribute('hidden');
    expect(grid).toBeEmptyDOMElement();
    expect(screen.queryByRole('link', { name: 'York' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(grid).not.toHaveAttribute('hidden');
    expect(screen.getByRole('link', { name: 'York' })).toHaveAttribute(
      'href',
      '/restaurants/york/york',
    );
    expect(screen.getByRole('link', { name: /^Leeds/ })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Hide all locations' }));
    expect(grid).toHaveAttribute('hidden');
    expect(grid).toBeEmptyDOMElement();
  });
});
