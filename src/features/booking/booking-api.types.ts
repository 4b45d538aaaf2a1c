/** What the booking API answers (spec 1 §3, §7). Times are Europe/London, HH:mm. */

/** An occasion: who may book it and which menus and areas go with it. */
export interface Occasion {
  id: string;
  name: string;
  type: 'standard' | 'event';
  minimumCovers: number;
  maximumCovers: number;
  menuLinkGroup: { type: 'inclusive' | 'exclusive'; menuLinks: { id: string }[] };
  areaLinkGroup: { type: 'inclusive' | 'exclusive'; areaLinks: { id: string }[] };
}

/** GET /occasions: the occasions on a date, and the last date the restaurant takes bookings. */
export interface OccasionsAnswer {
  occasions: Occasion[];
  /** London YYYY-MM-DD; null when the reservation system does not say. */
  bookableUntil: string | null;
}

export interface Area {
  id: string;
  name: string;
}

export interface BookingMenu {
  id: string;
  name: string;
  description: string;
  image: { file: { url: string } } | null;
}

export interface Upsell {
  id: string;
  name: string;
  description: string;
  image: { file: { url: string } } | null;
  minimumQuantity: number;
  maximumQuantity: number;
}

export interface TimeSlot {
  time: string;
  /** The party is large enough to be an enquiry: the time is open to enquire, not to book. */
  canEnquire: boolean;
}

/** GET /slots: `dates[0].times`. */
export interface SlotsResponse {
  dates: { date: string; times: TimeSlot[] }[];
}

/**
 * Why a day of the calendar has no table for the party: before today (or today's last seating has
 * gone), after the booking horizon, the restaurant closed, the occasion, its menus or area not
 * offered that day (or a large party on the day itself), every open time taken; `no-tables` when
 * no time would seat the party even with nothing booked (its pacing or tables are too small), or
 * when the reservation system says only that there are none (the partner's).
 */
export type UnavailableReason =
  'past' | 'beyond-horizon' | 'closed' | 'not-offered' | 'full' | 'no-tables';

/**
 * One day of the availability calendar: `bookable` when the slots call for that day offers a
 * table, `enquiry` when it offers times only to enquire (a party of the enquiry size).
 */
export type CalendarDay =
  | { date: string; status: 'bookable' | 'enquiry' }
  | { date: string; status: 'unavailable'; reason: UnavailableReason };

/** GET /calendar: every day of the month asked for, in order. */
export interface CalendarResponse {
  month: string;
  days: CalendarDay[];
}

/** POST /availability: one per requested store that exists. */
export interface StoreAvailability {
  storeId: string;
  storeName: string;
  occasionId: string;
  timeSlots: { time: string }[];
  exactMatch: boolean;
  isFirstChoice: boolean;
  miles: number | null;
  isPlaceAsEnquiryEnabled: boolean;
  minimumCovers: number;
  allowMultipleUpsells: boolean;
}

export interface Requirements {
  isPlaceAsEnquiryEnabled: boolean;
  isCardGuaranteeRequired: boolean;
}

export interface BookingResponse {
  bookingReference: string;
}
