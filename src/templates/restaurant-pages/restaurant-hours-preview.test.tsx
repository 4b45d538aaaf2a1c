import { render, screen, within } from '@testing-library/react';
import { restaurantJsonLd } from '@/features/restaurants';
import { readOpeningHours } from '@/lib/content';
import { getContentSource, type ContentSource } from '@/lib/content/server';
import { RestaurantPage, type RestaurantPageProps } from './restaurant-pages';
import { getRestaurantPageProps } from './restaurant-pages.server';

// Issue 34: one typo in a restaurant's opening hours used to fail its whole entry (its page a
// 404, gone from the finder and the API). Now the page stays: the day is 'Please call...', and
// preview names the field and the problem.

const local = getContentSource();
const params = { city: 'london', slug: 'soho' };

/** The local content, with Soho's Tuesday and one exception mistyped by an editor in a draft. */
async function withTypos(): Promise<ContentSource> {
  const soho = (await local.getRestaurantBySlug('london', 'soho'))!;
  const mistyped = {
    ...soho,
    ...readOpeningHours({
      mondayOpen: '11:30',
      mondayClose: '22:00',
      tuesdayOpen: '11:30',
      tuesdayClose: '4pm',
      hoursExceptions: [
        { label: 'Christmas Eve', date: '2099-12-24', open: '11:00', close: '4pm' },
      ],
    }),
  };
  return { ...local, getRestaurantBySlug: async () => mistyped };
}

async function pageProps(draftMode: boolean): Promise<RestaurantPageProps> {
  const result = await getRestaurantPageProps({ params, draftMode }, await withTypos());
  if (!('props' in result)) throw new Error('The restaurant page is missing');
  return result.props;
}

describe("a restaurant's page when its opening hours have a typo", () => {
  it('still shows the restaurant, asking diners to call for the days that cannot be read', async () => {
    const props = await pageProps(false);
    expect(props.contentProblems).toEqual([]);
    render(<RestaurantPage {...props} />);
    const table = screen.getByRole('table', { name: 'Opening hours' });
    expect(within(table).getByRole('row', { name: /Tuesday/ })).toHaveTextContent(
      'Please call for hours',
    );
    expect(within(table).getByRole('row', { name: /Monday/ })).not.toHaveTextContent('call');
    expect(screen.getByText(/Christmas Eve/)).toHaveTextContent('Please call for hours');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('names each field and its problem in preview', async () => {
    const props = await pageProps(true);
    render(<RestaurantPage {...props} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Part of “London Soho” cannot be read.');
    expect(note).toHaveTextContent("Opening hours › Tuesday: close '4pm' is not a time HH:mm");
    expect(note).toHaveTextContent(
      "Opening hours exceptions › 2099-12-24 Christmas Eve: close '4pm' is not a time HH:mm",
    );
  });

  it('gives search engines no opening hours rather than wrong ones', async () => {
    const props = await pageProps(false);
    expect(restaurantJsonLd(props.restaurant, props.canonicalUrl)).not.toHaveProperty(
      'openingHoursSpecification',
    );
    const soho = (await getRestaurantPageProps({ params }, local)) as {
      props: RestaurantPageProps;
    };
    expect(restaurantJsonLd(soho.props.restaurant, soho.props.canonicalUrl)).toHaveProperty(
      'openingHoursSpecification',
      expect.arrayContaining([expect.objectContaining({ dayOfWeek: 'Tuesday' })]),
    );
  });
});
