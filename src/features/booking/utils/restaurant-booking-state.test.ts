import { city, croydon, restaurant, soho } from '../state/testing/booking-fixtures';
import { alternativeRestaurant, restaurantBookingState } from './restaurant-booking-state';

describe('restaurantBookingState (spec 1 §4 "Restaurant selection special states")', () => {
  it('is external for a restaurant booked through a provider URL, whatever else it is', () => {
    expect(
      restaurantBookingState(
        restaurant({
          bookingProviderUrl: 'https://book.example.com/tavola',
          title: 'Tavola Center Parcs',
          enableBookings: false,
        }),
      ),
    ).toBe('external');
  });

  it("is holidayPark for a title containing 'center parcs' in any case", () => {
    expect(restaurantBookingState(restaurant({ title: 'Tavola Center Parcs Woburn' }))).toBe(
      'holidayPark',
    );
    expect(restaurantBookingState(restaurant({ title: 'TAVOLA CENTER PARCS' }))).toBe(
      'holidayPark',
    );
    expect(restaurantBookingState(restaurant({ title: 'tavola center parcs elveden' }))).toBe(
      'holidayPark',
    );
  });

  it('is disabled when bookings are turned off', () => {
    expect(restaurantBookingState(restaurant({ enableBookings: false }))).toBe('disabled');
  });

  it('is bookable otherwise', () => {
    expect(restaurantBookingState(soho)).toBe('bookable');
  });
});

describe('alternativeRestaurant (spec 1 §4 "Availability outcomes")', () => {
  it('is the closest other restaurant, with its haversine miles from the chosen one', () => {
    const alternative = alternativeRestaurant(soho, [croydon, soho, city]);
    expect(alternative?.restaurant.storeId).toBe('city');
    expect(alternative?.miles).toBeCloseTo(1.91, 2);
  });

  it('never offers a holiday-park, disabled or external-provider restaurant', () => {
    const near = { lat: city.lat, lon: city.lon };
    const all = [
      soho,
      restaurant({ ...near, storeId: 'parcs', title: 'Tavola Center Parcs' }),
      restaurant({ ...near, storeId: 'closed', enableBookings: false }),
      restaurant({ ...near, storeId: 'elsewhere', bookingProviderUrl: 'https://book.example.com' }),
      croydon,
    ];
    expect(alternativeRestaurant(soho, all)?.restaurant.storeId).toBe('croydon');
  });

  it('is undefined when no other bookable restaurant is within 100 miles', () => {
    const manchester = restaurant({ storeId: 'manchester', lat: 53.4808, lon: -2.2426 });
    expect(alternativeRestaurant(soho, [soho])).toBeUndefined();
    expect(alternativeRestaurant(soho, [soho, manchester])).toBeUndefined();
  });
});
