import { render, screen } from '@testing-library/react';
import type { RestaurantTile } from '../restaurant-summary.schema';
import { RestaurantListTiles } from './restaurant-list-tiles';

const tile = (storeId: string, title: string, city: string): RestaurantTile => ({
  storeId,
  title,
  city,
  path: `/restaurants/${city.toLowerCase()}/${storeId}`,
  hideRestaurantDetailPage: false,
});

describe('RestaurantListTiles', () => {
  it('titles a holiday park restaurant by its own name, the rest by their city', () => {
    render(
      <RestaurantListTiles
        restaurants={[
          tile('1', 'Leeds Trinity', 'Leeds'),
          tile('2', 'Leeds Headingley', 'Leeds'),
          tile('3', 'Center Parcs Longleat Forest', 'Warminster'),
          tile('4', 'York', 'York'),
        ]}
      />,
    );
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Center Parcs Longleat Forest',
      'LeedsHeadingley',
      'LeedsTrinity',
      'York',
    ]);
    expect(screen.queryByText('Warminster')).not.toBeInTheDocument();
  });
});
