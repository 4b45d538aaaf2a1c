import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingMessages } from '../../booking-errors';
import type { CalendarDay } from '../../booking-api.types';
import type { BookingApi } from '../../client/booking-api';
import { bookingSteps, initialBookingState, type BookingState } from '../../state/booking-atoms';
import { testRestaurants } from '../journey/testing/test-restaurants';
import { NearbyDaysOffer } from './nearby-days-offer';

const today = '2026-12-01';
const york = testRestaurants[0]!;
/** Step 3 after a search for Friday 11 December that York could not seat. */
const noTable: BookingState = {
  ...initialBookingState,
  restaurant: york,
  step: bookingSteps.slot,
  adultCovers: 4,
  childCovers: 0,
  selectedBookingDate: '2026-12-11',
  selectedBookingTime: '19:00',
  availability: [],
  availabilityMessage: bookingMessages.noAvailability,
};

const december: CalendarDay[] = Array.from({ length: 31 }, (_, i) => {
  const date = `2026-12-${String(i + 1).padStart(2, '0')}`;
  // Only the 8th, 13th, 14th and 20th have a table.
  return ['08', '13', '14', '20'].includes(date.slice(8))
    ? { date, status: 'bookable' }
    : { date, status: 'unavailable', reason: 'full' };
});

function setup(state: BookingState) {
  const getCalendar = jest.fn(async (_id: string, { month }: { month: string }) =>
    month === '2026-12' ? december : [],
  );
  const api = { getCalendar } as unknown as BookingApi;
  const actions = { setParty: jest.fn(), checkAvailability: jest.fn(async () => {}) };
  render(<NearbyDaysOffer api={api} state={state} actions={actions} today={today} />);
  return { getCalendar, actions };
}

describe('NearbyDaysOffer', () => {
  it('offers the 3 nearest days with a table at the chosen restaurant, and searches again for one chosen', async () => {
    const { getCalendar, actions } = setup(noTable);
    expect(
      await screen.findByRole('heading', { name: 'York Stonegate has a table on these days' }),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual([
      'Tuesday 8 December 2026',
      'Sunday 13 December 2026',
      'Monday 14 December 2026',
    ]);
    expect(getCalendar).toHaveBeenCalledWith(york.storeId, {
      adults: 4,
      children: 0,
      occasionId: undefined,
      month: '2026-12',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sunday 13 December 2026' }));
    expect(actions.setParty).toHaveBeenCalledWith({
      adults: 4,
      children: 0,
      occasionId: undefined,
      date: '2026-12-13',
      time: '19:00',
    });
    expect(actions.checkAvailability).toHaveBeenCalled();
  });

  it('offers nothing, and asks nothing, while the chosen restaurant has a time', () => {
    const { getCalendar } = setup({
      ...noTable,
      availabilityMessage: null,
      availability: [
        {
          storeId: york.storeId,
          storeName: york.title,
          occasionId: 'table',
          timeSlots: [{ time: '19:00' }],
          exactMatch: true,
          isFirstChoice: true,
          miles: null,
          isPlaceAsEnquiryEnabled: false,
          minimumCovers: 1,
          allowMultipleUpsells: false,
        },
      ],
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(getCalendar).not.toHaveBeenCalled();
  });
});
