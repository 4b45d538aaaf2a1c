import type { JourneyRestaurant } from '@/features/locations';
import type { BookingMenu, StoreAvailability, Upsell } from '../../booking-api.types';
import type { BookingCustomer } from '../../customer.schema';

/**
 * Plain objects for the journey's tests (only tests import this): restaurants, availability
 * answers, menus, extras and a diner.
 */

export function restaurant(overrides: Partial<JourneyRestaurant> = {}): JourneyRestaurant {
  return {
    storeId: 'soho',
    title: 'Tavola Soho',
    path: '/restaurants/london/soho',
    lat: 51.5136,
    lon: -0.1365,
    address: '1 Dean Street, London, W1D 3RB',
    phoneNumber: '020 7946 0000',
    hideRestaurantDetailPage: false,
    enableBookings: true,
    ...overrides,
  };
}

/** Soho and, about 2 miles east, the City; Croydon is about 10 miles south. */
export const soho = restaurant();
export const city = restaurant({
  storeId: 'city',
  title: 'Tavola City',
  path: '/restaurants/london/city',
  lat: 51.5155,
  lon: -0.0922,
});
export const croydon = restaurant({
  storeId: 'croydon',
  title: 'Tavola Croydon',
  path: '/restaurants/croydon/croydon',
  lat: 51.3762,
  lon: -0.0982,
});

export function store(overrides: Partial<StoreAvailability> = {}): StoreAvailability {
  return {
    storeId: 'soho',
    storeName: 'Tavola Soho',
    occasionId: 'table',
    timeSlots: [{ time: '19:00' }, { time: '19:30' }, { time: '20:00' }],
    exactMatch: true,
    isFirstChoice: true,
    miles: 0.4,
    isPlaceAsEnquiryEnabled: true,
    minimumCovers: 1,
    allowMultipleUpsells: false,
    ...overrides,
  };
}

export const alternativeStore = store({
  storeId: 'city',
  storeName: 'Tavola City',
  isFirstChoice: false,
  miles: 2.1,
  timeSlots: [{ time: '19:15' }, { time: '19:45' }],
  exactMatch: false,
});

export function menu(id: string, name = `Menu ${id}`): BookingMenu {
  return { id, name, description: `${name}, three courses.`, image: null };
}

export function upsell(id: string, overrides: Partial<Upsell> = {}): Upsell {
  return {
    id,
    name: `Extra ${id}`,
    description: `A treat: ${id}.`,
    image: null,
    minimumQuantity: 1,
    maximumQuantity: 4,
    ...overrides,
  };
}

export const customer: BookingCustomer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '07700900123',
  specialRequest: 'A window table, please.',
  shouldReceivePromotions: true,
  shouldReceiveSms: false,
};
