/**
 * The business rules of the 'Book a Table' journey (spec 1 §4 "Enquiry mode", §5 "Guests", §9),
 * kept apart from the state so steps, containers and transitions read the same numbers.
 */

/** Parties of this many guests or more are enquiries when the restaurant takes them (spec 1 §9). */
export const ENQUIRY_THRESHOLD = 25;

/** Guests a booking may have (spec 1 §5 "Guests", §9). */
export const guestLimits = {
  adults: { min: 1, max: 100 },
  children: { min: 0, max: 50 },
} as const;

/**
 * The largest party seated at one table online (spec 1 §9 MAX_TABLE_BOOKING_COVERS, beside the
 * 1-100 range). Parties above it, up to the enquiry threshold (16 to 24), are booked online too:
 * they sit at neighbouring tables pushed together, so the whole party must fit in one area of the
 * restaurant (server/engine/capacity.ts); 25 and more are enquiries.
 */
export const MAX_TABLE_BOOKING_COVERS = 15;

/** Whether a party sits at neighbouring tables rather than one (16 to 24 guests). */
export function seatsAtNeighbouringTables(party: Party): boolean {
  const covers = coversOf(party);
  return covers > MAX_TABLE_BOOKING_COVERS && covers < ENQUIRY_THRESHOLD;
}

/** What step 2 tells a party of 16 to 24 before it searches. */
export const neighbouringTablesNotice = `Parties of ${MAX_TABLE_BOOKING_COVERS + 1} to ${ENQUIRY_THRESHOLD - 1} are seated at neighbouring tables in one area of the restaurant, all in one booking.`;

/** Where a new journey starts (spec 1 §9 "Booking defaults"). */
export const journeyDefaults = { adults: 2, children: 0, time: '19:30' } as const;

/** The button texts of spec 1 §4 "Enquiry mode". */
export const submitLabels = {
  enquiry: 'Enquire now',
  cardGuarantee: 'Card Guarantee',
  /** The alternative flow's labels. */
  alternativeEnquiry: 'Enquire Now',
  alternativeBook: 'Book Now',
} as const;

/** What the rules need of a party. */
export interface Party {
  adultCovers: number;
  childCovers: number;
}

/** What the rules need of the requirements the restaurant answered. */
export interface RequirementFlags {
  isEnquiry: boolean;
  creditCardRequired: boolean;
}

/** Adults plus children. */
export function coversOf({ adultCovers, childCovers }: Party): number {
  return adultCovers + childCovers;
}

/** Whether a party is large enough to be an enquiry (25 or more guests). */
export function isEnquiryParty(party: Party): boolean {
  return coversOf(party) >= ENQUIRY_THRESHOLD;
}

/**
 * Enquiry mode (spec 1 §4): on when the restaurant's requirements allow enquiries and the party is
 * 25 or more.
 */
export function isEnquiryBooking(party: Party, isPlaceAsEnquiryEnabled: boolean): boolean {
  return isPlaceAsEnquiryEnabled && isEnquiryParty(party);
}

/**
 * A party of 25+ for today (London), which cannot be booked online (spec 1 §8). `today` is the
 * London calendar date, YYYY-MM-DD.
 */
export function isSameDayLargeParty(
  booking: Party & { selectedBookingDate: string | null },
  today: string,
): boolean {
  return booking.selectedBookingDate === today && isEnquiryParty(booking);
}

/**
 * Whether the diner must give a card before booking: the restaurant asks for a guarantee and the
 * booking is not an enquiry (an enquiry holds no table, so there is nothing to guarantee).
 */
export function needsCardGuarantee(flags: RequirementFlags): boolean {
  return flags.creditCardRequired && !flags.isEnquiry;
}

/**
 * The details step's button (spec 1 §4 "Enquiry mode"): 'Enquire now' for an enquiry, else
 * 'Card Guarantee' when a card is required, else the site's Book Now text.
 */
export function submitLabel(flags: RequirementFlags, bookNowText: string): string {
  if (flags.isEnquiry) return submitLabels.enquiry;
  if (flags.creditCardRequired) return submitLabels.cardGuarantee;
  return bookNowText;
}

/**
 * The alternative flow's button: 'Enquire Now' for an enquiry, else 'Book Now' (spec 1 §4); when
 * the restaurant asks for a card, 'Card Guarantee', as in the standard steps, since the card
 * guarantee follows rather than the booking.
 */
export function alternativeSubmitLabel(flags: RequirementFlags): string {
  if (flags.isEnquiry) return submitLabels.alternativeEnquiry;
  if (flags.creditCardRequired) return submitLabels.cardGuarantee;
  return submitLabels.alternativeBook;
}

/** A guest count kept within its limits (a typed 0 adults becomes 1, 120 becomes 100). */
export function clampGuests(kind: keyof typeof guestLimits, value: number): number {
  const { min, max } = guestLimits[kind];
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.trunc(value), min), max);
}
