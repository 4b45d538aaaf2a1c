import { MAX_TABLE_BOOKING_COVERS } from '../../utils/journey-rules';
import { fitsCapacity, seatingFor, turnMinutes, type SeatedBooking } from './capacity';
import { testRules } from './testing/test-rules';

const at = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};
const booking = (
  time: string,
  covers: number,
  durationMinutes = 90,
  areaId: string | null = null,
) => ({
  startMinutes: at(time),
  durationMinutes,
  covers,
  areaId,
});

describe('capacity', () => {
  const rules = testRules();

  it('gives larger parties longer turns', () => {
    expect(turnMinutes(rules, 2)).toBe(90);
    expect(turnMinutes(rules, 4)).toBe(90);
    expect(turnMinutes(rules, 5)).toBe(120);
  });

  it('pacing: the guests arriving in one slot are limited', () => {
    const existing: SeatedBooking[] = [booking('19:00', 4), booking('19:00', 2)];
    expect(fitsCapacity(rules, existing, { startMinutes: at('19:00'), covers: 2 })).toBe(true);
    expect(fitsCapacity(rules, existing, { startMinutes: at('19:00'), covers: 3 })).toBe(false);
    // The next slot has its own pacing.
    expect(fitsCapacity(rules, existing, { startMinutes: at('19:15'), covers: 8 })).toBe(true);
  });

  it('turn overlap: seats taken by earlier bookings still at table count', () => {
    // 18 guests seated from 18:00 for two hours, 2 seats left until 20:00.
    const existing = [booking('18:00', 8, 120), booking('18:15', 6, 120), booking('18:30', 4, 90)];
    expect(fitsCapacity(rules, existing, { startMinutes: at('19:00'), covers: 2 })).toBe(true);
    expect(fitsCapacity(rules, existing, { startMinutes: at('19:00'), covers: 3 })).toBe(false);
    // A party whose turn starts once the first tables leave fits.
    expect(fitsCapacity(rules, existing, { startMinutes: at('20:15'), covers: 8 })).toBe(true);
    // A party whose 90-minute turn reaches into the full spell (18 seated from 18:30) does not.
    expect(fitsCapacity(rules, existing, { startMinutes: at('17:15'), covers: 4 })).toBe(false);
    expect(fitsCapacity(rules, existing, { startMinutes: at('17:00'), covers: 4 })).toBe(true);
  });

  it('an area holds only its own seats', () => {
    const existing = [booking('19:00', 4, 90, 'terrace')];
    expect(
      fitsCapacity(rules, existing, { startMinutes: at('19:15'), covers: 2, areaId: 'terrace' }),
    ).toBe(true);
    expect(
      fitsCapacity(rules, existing, { startMinutes: at('19:15'), covers: 3, areaId: 'terrace' }),
    ).toBe(false);
    expect(fitsCapacity(rules, existing, { startMinutes: at('19:15'), covers: 3 })).toBe(true);
    expect(
      fitsCapacity(rules, existing, { startMinutes: at('19:15'), covers: 1, areaId: 'garden' }),
    ).toBe(false);
  });
});

describe('MAX_TABLE_BOOKING_COVERS: one table, or neighbouring tables in one area', () => {
  // 40 seats in two rooms of 20; pacing high enough that only the seats decide.
  const rules = testRules({
    seats: 40,
    coversPerSlot: 40,
    areas: [
      { id: 'restaurant', name: 'Restaurant', seats: 20 },
      { id: 'terrace', name: 'Terrace', seats: 20 },
    ],
  });
  const seven = at('19:00');
  // 12 in each room: 16 seats left in the restaurant, but no more than 8 in either room.
  const bothRoomsHalfFull = [
    booking('19:00', 12, 120, 'restaurant'),
    booking('19:00', 12, 120, 'terrace'),
  ];

  it('is 15', () => {
    expect(MAX_TABLE_BOOKING_COVERS).toBe(15);
  });

  it('seats a party of up to 15 wherever the restaurant has the seats', () => {
    expect(seatingFor(rules, bothRoomsHalfFull, { startMinutes: seven, covers: 15 })).toEqual({
      areaId: null,
    });
  });

  it('never splits a party of 16 to 24 between rooms, even when the seats add up', () => {
    expect(fitsCapacity(rules, bothRoomsHalfFull, { startMinutes: seven, covers: 16 })).toBe(true);
    expect(seatingFor(rules, bothRoomsHalfFull, { startMinutes: seven, covers: 16 })).toBeNull();
  });

  it('seats a party of 16 to 24 in the first room with space for all of it, holding its seats there', () => {
    const restaurantFull = [booking('19:00', 10, 120, 'restaurant')];
    expect(seatingFor(rules, restaurantFull, { startMinutes: seven, covers: 18 })).toEqual({
      areaId: 'terrace',
    });
    expect(seatingFor(rules, [], { startMinutes: seven, covers: 20 })).toEqual({
      areaId: 'restaurant',
    });
    // The room it sits in is then full for its turn: a second party of 20 goes to the other one.
    const first = { ...booking('19:00', 20, 120, 'restaurant') };
    expect(seatingFor(rules, [first], { startMinutes: seven, covers: 20 })).toEqual({
      areaId: 'terrace',
    });
  });

  it('keeps a party of 16 to 24 in the area it chose, and refuses it when that area is short', () => {
    expect(seatingFor(rules, [], { startMinutes: seven, covers: 18, areaId: 'terrace' })).toEqual({
      areaId: 'terrace',
    });
    const terraceBusy = [booking('19:00', 4, 120, 'terrace')];
    expect(
      seatingFor(rules, terraceBusy, { startMinutes: seven, covers: 18, areaId: 'terrace' }),
    ).toBeNull();
  });

  it('never seats a party larger than any room', () => {
    expect(seatingFor(rules, [], { startMinutes: seven, covers: 21 })).toBeNull();
  });
});
