import { MAX_TABLE_BOOKING_COVERS } from '../../utils/journey-rules';
import type { BookingRules } from './booking-rules.schema';

/**
 * Seats already taken on the day: when they start, for how long, for how many. One booking, one
 * held table, or several bookings starting together for the same turn in the same area (capacity
 * counts only guests, so the database sums them).
 */
export interface SeatedBooking {
  startMinutes: number;
  durationMinutes: number;
  covers: number;
  areaId: string | null;
  /** Set for a table held while a diner finishes booking: the booking session holding it. */
  heldBy?: string;
}

/** How long a table is kept for a party of `covers` guests. */
export function turnMinutes(rules: BookingRules, covers: number): number {
  const turn = rules.turnMinutes.find((entry) => covers <= entry.upToCovers);
  return (turn ?? rules.turnMinutes.at(-1)!).minutes;
}

const step = 15;

/**
 * Whether a party fits at `startMinutes`: the slot's pacing (guests arriving in that 15-minute
 * slot) and, over every 15 minutes of its turn, the seats of the restaurant (and of its area when
 * it chose one) must all hold the existing bookings plus this party.
 */
export function fitsCapacity(
  rules: BookingRules,
  existing: SeatedBooking[],
  party: { startMinutes: number; covers: number; areaId?: string | null },
): boolean {
  const { startMinutes, covers } = party;
  const arriving = existing
    .filter((booking) => booking.startMinutes === startMinutes)
    .reduce((sum, booking) => sum + booking.covers, 0);
  if (arriving + covers > rules.coversPerSlot) return false;

  const area = party.areaId
    ? rules.areas.find((candidate) => candidate.id === party.areaId)
    : undefined;
  if (party.areaId && !area) return false;
  const end = startMinutes + turnMinutes(rules, covers);
  for (let minute = startMinutes; minute < end; minute += step) {
    const seated = existing.filter(
      (booking) =>
        booking.startMinutes <= minute && minute < booking.startMinutes + booking.durationMinutes,
    );
    const total = seated.reduce((sum, booking) => sum + booking.covers, 0);
    if (total + covers > rules.seats) return false;
    if (area) {
      const inArea = seated
        .filter((booking) => booking.areaId === area.id)
        .reduce((sum, booking) => sum + booking.covers, 0);
      if (inArea + covers > area.seats) return false;
    }
  }
  return true;
}

/** Where a party that fits sits: the area whose seats it holds, or null for the whole room. */
export interface Seating {
  areaId: string | null;
}

/**
 * Where a party sits at `startMinutes`, or null when it does not fit (MAX_TABLE_BOOKING_COVERS,
 * see the booking README). A party of up to 15 sits at one table wherever there are seats, in the
 * area it chose when it chose one. A larger party sits at neighbouring tables pushed together, so
 * it cannot be split between rooms: the whole party must fit in one area, the one it chose or
 * else the first (in the rules' order) with room for it over its whole turn, and the booking
 * then holds its seats in that area, so later bookings there count them. The restaurant's own
 * seats and pacing are checked as for any party (`fitsCapacity`), so nothing is ever overbooked.
 */
export function seatingFor(
  rules: BookingRules,
  existing: SeatedBooking[],
  party: { startMinutes: number; covers: number; areaId?: string | null },
): Seating | null {
  if (party.covers <= MAX_TABLE_BOOKING_COVERS || party.areaId) {
    return fitsCapacity(rules, existing, party) ? { areaId: party.areaId ?? null } : null;
  }
  const area = rules.areas.find((candidate) =>
    fitsCapacity(rules, existing, { ...party, areaId: candidate.id }),
  );
  return area ? { areaId: area.id } : null;
}
