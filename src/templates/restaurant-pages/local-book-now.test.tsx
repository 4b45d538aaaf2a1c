import { render, screen } from '@testing-library/react';
import { getContentSource, type ContentSource } from '@/lib/content/server';
import { CityPage, RestaurantPage } from './restaurant-pages';
import { getCityPageProps, getRestaurantPageProps } from './restaurant-pages.server';

// The settings' 'Show local Book Now' (spec 1 §3): a restaurant's own 'Book a table', on its page
// and in its city's list. Off, diners book through the header's Book Now and the city's strip.

const local = getContentSource();

/** The local content with 'Show local Book Now' as given. */
function withLocalBookNow(shown: boolean): ContentSource {
  return {
    ...local,
    getSettings: async () => ({ ...(await local.getSettings())!, showLocalBookNow: shown }),
  };
}

async function restaurantPage(shown: boolean) {
  const result = await getRestaurantPageProps(
    { params: { city: 'london', slug: 'soho' } },
    withLocalBookNow(shown),
  );
  if (!('props' in result)) throw new Error('The restaurant page is missing');
  return <RestaurantPage {...result.props} />;
}

async function cityPage(shown: boolean) {
  const result = await getCityPageProps({ params: { city: 'london' } }, withLocalBookNow(shown));
  if (!('props' in result)) throw new Error('The city page is missing');
  return <CityPage {...result.props} />;
}

describe("the settings' 'Show local Book Now'", () => {
  it("shows a restaurant's own 'Book a table' when on (the default)", async () => {
    render(await restaurantPage(true));
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveAttribute(
      'href',
      '/restaurants/london/soho/book-now',
    );
  });

  it('leaves it out of the restaurant page and the city list when off', async () => {
    const { unmount } = render(await restaurantPage(false));
    expect(screen.queryByRole('link', { name: 'Book a table' })).not.toBeInTheDocument();
    unmount();
    render(await cityPage(false));
    expect(screen.queryByRole('link', { name: /^Book a table at/ })).not.toBeInTheDocument();
  });

  it("lists each of the city's restaurants with its own link when on", async () => {
    render(await cityPage(true));
    expect(screen.getAllByRole('link', { name: /^Book a table at/ }).length).toBeGreaterThan(0);
  });
});
