import type { Area, BookingMenu, Occasion, TimeSlot } from '../../booking-api.types';
import type { BookingCustomer } from '../../customer.schema';

/** Test data for the alternative flow: two occasions whose link groups pick different menus. */

/** A standard occasion; its exclusive groups hide the festive menu and no area. */
export const dinner: Occasion = {
  id: 'dinner',
  name: 'Dinner',
  type: 'standard',
  minimumCovers: 2,
  maximumCovers: 30,
  menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'festive' }] },
  areaLinkGroup: { type: 'exclusive', areaLinks: [] },
};

/** An event; its inclusive groups keep only the festive menu and the terrace. */
export const christmasParty: Occasion = {
  id: 'christmas',
  name: 'Christmas party',
  type: 'event',
  minimumCovers: 8,
  maximumCovers: 40,
  menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: 'festive' }] },
  areaLinkGroup: { type: 'inclusive', areaLinks: [{ id: 'terrace' }] },
};

const menu = (id: string, name: string): BookingMenu => ({
  id,
  name,
  description: `Our ${name.toLowerCase()}.`,
  image: null,
});

export const menus: BookingMenu[] = [
  menu('a-la-carte', 'A la carte'),
  menu('set-menu', 'Set menu'),
  menu('festive', 'Festive menu'),
];

export const areas: Area[] = [
  { id: 'restaurant', name: 'Main restaurant' },
  { id: 'terrace', name: 'Terrace' },
];

export const slots = (...times: string[]): TimeSlot[] =>
  times.map((time) => ({ time, canEnquire: false }));

export const customer: BookingCustomer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '07700900123',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
};
