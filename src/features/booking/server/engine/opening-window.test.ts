import { openingWindow } from './opening-window';

const hours = {
  monday: { open: '12:00', close: '22:00' },
  friday: { open: '11:30', close: '00:30' },
  sunday: { open: '12:00', close: '21:30' },
};

describe('openingWindow', () => {
  it("uses the weekday's hours; a day left out is closed", () => {
    expect(openingWindow('2026-11-23', hours, [])).toEqual({ open: 720, close: 1320 }); // Monday
    expect(openingWindow('2026-11-24', hours, [])).toBeNull(); // Tuesday
  });

  it('a close time before the open time is after midnight', () => {
    expect(openingWindow('2026-11-27', hours, [])).toEqual({ open: 690, close: 1470 }); // Friday
  });

  it('an exception replaces the day: closed, or other hours', () => {
    const exceptions = [
      { date: '2026-12-25', closed: true as const, label: 'Christmas Day' },
      { date: '2026-11-23', open: '17:00', close: '21:00', label: 'Private lunch' },
    ];
    expect(openingWindow('2026-12-25', hours, exceptions)).toBeNull(); // a Friday
    expect(openingWindow('2026-11-23', hours, exceptions)).toEqual({ open: 1020, close: 1260 });
  });
});

describe('openingWindow with hours an editor mistyped', () => {
  it('books no table on a day or date whose hours cannot be read', () => {
    const mistyped = { ...hours, monday: { unreadable: true as const } };
    expect(openingWindow('2026-11-23', mistyped, [])).toBeNull(); // Monday
    expect(openingWindow('2026-11-30', mistyped, [])).toBeNull(); // every Monday
    expect(openingWindow('2026-11-27', mistyped, [])).toEqual({ open: 690, close: 1470 }); // Friday
    const exceptions = [{ date: '2026-11-27', unreadable: true as const, label: 'Black Friday' }];
    expect(openingWindow('2026-11-27', hours, exceptions)).toBeNull();
    expect(openingWindow('2026-12-04', hours, exceptions)).toEqual({ open: 690, close: 1470 });
  });
});
