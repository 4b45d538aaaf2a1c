import type { BookingRules } from '../booking-rules.schema';
import { defaultBookingRules } from '../default-rules';

/** Small, round rules for the engine's tests: 20 seats, 8 arrivals a slot, 2 h turns. */
export function testRules(overrides: Partial<BookingRules> = {}): BookingRules {
  return {
    ...defaultBookingRules('test'),
    seats: 20,
    coversPerSlot: 8,
    turnMinutes: [
      { upToCovers: 4, minutes: 90 },
      { upToCovers: 100, minutes: 120 },
    ],
    lastSeatingMinutesBeforeClose: 60,
    areas: [
      { id: 'restaurant', name: 'Restaurant', seats: 14 },
      { id: 'terrace', name: 'Terrace', seats: 6 },
    ],
    ...overrides,
  };
}
