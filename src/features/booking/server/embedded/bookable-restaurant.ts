import type { Restaurant } from '@/lib/content';
import type { ContentSource } from '@/lib/content/server';
import { BookingError } from '../booking-error';

/** A holiday-park site (spec 1 §4): its title names Center Parcs. */
export function isHolidayPark(restaurant: Pick<Restaurant, 'title'>): boolean {
  return /center parcs/i.test(restaurant.title);
}

/** Whether diners can book a restaurant on this site at all. */
export function takesOnlineBookings(restaurant: Restaurant): boolean {
  return restaurant.enableBookings && !restaurant.bookingProviderUrl && !isHolidayPark(restaurant);
}

/**
 * The restaurant of a store id, if this site takes its bookings: unknown is code 3, a holiday-park
 * site 20, one booked through an external provider 1, one with bookings off 11.
 */
export async function bookableRestaurant(
  content: ContentSource,
  storeId: string,
): Promise<Restaurant> {
  const restaurant = await content.getRestaurant(storeId);
  if (!restaurant) throw new BookingError(3);
  if (isHolidayPark(restaurant)) throw new BookingError(20);
  if (restaurant.bookingProviderUrl) throw new BookingError(1);
  if (!restaurant.enableBookings) throw new BookingError(11);
  return restaurant;
}
