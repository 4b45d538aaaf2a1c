import { fitsCapacity, turnMinutes, type SeatedBooking } from './capacity';
import { testRules } from './test-rules';

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
