import type { BookingRules } from './booking-rules.schema';

/** A stable number from a store id, so each restaurant's seeded rules differ but never change. */
function seedOf(storeId: string): number {
  let hash = 2166136261;
  for (const char of storeId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/**
 * The booking rules a restaurant starts with: 60 to 140 seats, pacing of about a quarter of them
 * per slot, turn times growing with the party, a Christmas party season, two upsells.
 */
export function defaultBookingRules(storeId: string): BookingRules {
  const seed = seedOf(storeId);
  const seats = 60 + (seed % 9) * 10;
  const terrace = seed % 3 === 0 ? 20 : 0;
  return {
    seats,
    coversPerSlot: Math.round(seats / 4),
    turnMinutes: [
      { upToCovers: 2, minutes: 90 },
      { upToCovers: 4, minutes: 105 },
      { upToCovers: 8, minutes: 120 },
      { upToCovers: 100, minutes: 150 },
    ],
    lastSeatingMinutesBeforeClose: 60,
    cardGuaranteeFromCovers: 8,
    enquiryFromCovers: 25,
    acceptEnquiries: true,
    allowMultipleUpsells: seed % 2 === 0,
    areas: [
      { id: 'restaurant', name: 'Restaurant', seats: seats - terrace },
      ...(terrace ? [{ id: 'terrace', name: 'Covered terrace', seats: terrace }] : []),
    ],
    menus: [
      {
        id: 'a-la-carte',
        name: 'À la carte',
        description: 'Our full menu: antipasti, pizza, pasta, risotto and dolci.',
        imageUrl: '/images/content/hero-pizza.svg',
      },
      {
        id: 'set-menu',
        name: 'Set menu',
        description: 'Two courses for £18.95 or three for £22.95, every day until 6pm.',
        imageUrl: '/images/content/hero-pasta.svg',
        servedUntil: '18:00',
      },
      {
        id: 'christmas-menu',
        name: 'Christmas menu',
        description: 'Three festive courses for £34.95, with a glass of prosecco on arrival.',
        imageUrl: '/images/content/christmas-table.svg',
      },
    ],
    occasions: [
      {
        id: 'table',
        name: 'Table booking',
        type: 'standard',
        minCovers: 1,
        maxCovers: 100,
        menus: { type: 'exclusive', ids: ['christmas-menu'] },
        areas: { type: 'exclusive', ids: [] },
      },
      {
        id: 'christmas-party',
        name: 'Christmas party',
        type: 'event',
        minCovers: 8,
        maxCovers: 60,
        season: { from: '11-15', to: '12-24' },
        menus: { type: 'inclusive', ids: ['christmas-menu'] },
        areas: { type: 'inclusive', ids: ['restaurant'] },
      },
    ],
    upsells: [
      {
        id: 'prosecco',
        name: 'Bottle of prosecco',
        description: 'Chilled and waiting on your table when you arrive.',
        imageUrl: '/images/content/cocktails.svg',
        minimumQuantity: 1,
        maximumQuantity: 4,
      },
      {
        id: 'celebration-cake',
        name: 'Celebration cake',
        description: 'A chocolate and hazelnut cake for six, with a candle and your message.',
        imageUrl: '/images/content/tiramisu.svg',
        minimumQuantity: 1,
        maximumQuantity: 1,
      },
    ],
  };
}
