import {
  bookingTimes,
  firstBookableTimeToday,
  nearestQuarterHour,
  searchTime,
} from './booking-times';

// Each instant is given in UTC; London is UTC+0 in winter (GMT) and UTC+1 in summer (BST), so the
// expected times prove the helper reads London's wall clock, never the machine's zone.
const winter = (utcTime: string) => new Date(`2026-11-24T${utcTime}Z`);
const summer = (utcTime: string) => new Date(`2026-06-20T${utcTime}Z`);

describe('bookingTimes (spec 1 §9)', () => {
  it('runs every 15 minutes from 09:00 to 23:45', () => {
    expect(bookingTimes[0]).toBe('09:00');
    expect(bookingTimes.at(-1)).toBe('23:45');
    expect(bookingTimes).toHaveLength(60);
  });
});

describe('nearestQuarterHour', () => {
  it.each([
    [winter('19:07:29'), 19 * 60],
    [winter('19:07:30'), 19 * 60 + 15],
    [winter('19:08:00'), 19 * 60 + 15],
    [winter('19:52:00'), 19 * 60 + 45],
    [winter('19:53:00'), 20 * 60],
    // 18:07 UTC in June is 19:07 in London.
    [summer('18:07:00'), 19 * 60],
    [summer('18:08:00'), 19 * 60 + 15],
  ])('rounds %s to %i minutes past midnight in London', (instant, minutes) => {
    expect(nearestQuarterHour(instant)).toBe(minutes);
  });
});

describe('firstBookableTimeToday', () => {
  it('starts at the nearest quarter hour when it is still to come', () => {
    expect(firstBookableTimeToday(winter('19:08:00'))).toBe('19:15');
    expect(firstBookableTimeToday(summer('18:08:00'))).toBe('19:15');
  });

  it('moves on a quarter when the nearest one is already past', () => {
    expect(firstBookableTimeToday(winter('19:05:00'))).toBe('19:15');
    expect(firstBookableTimeToday(summer('18:05:00'))).toBe('19:15');
    // Exactly on the quarter: that table is already due, the next one is bookable.
    expect(firstBookableTimeToday(winter('19:00:00'))).toBe('19:15');
  });

  it('never starts before 09:00, and has nothing once 23:45 has gone', () => {
    expect(firstBookableTimeToday(winter('06:10:00'))).toBe('09:00');
    expect(firstBookableTimeToday(winter('23:40:00'))).toBe('23:45');
    expect(firstBookableTimeToday(winter('23:46:00'))).toBeUndefined();
    // 22:50 UTC in June is 23:50 in London.
    expect(firstBookableTimeToday(summer('22:50:00'))).toBeUndefined();
  });
});

describe('searchTime', () => {
  const today = '2026-11-24';
  const at = winter('20:10:00');

  it('moves a time already past today on to the next bookable quarter hour', () => {
    expect(searchTime({ date: today, time: '19:30' }, today, at)).toBe('20:15');
  });

  it('keeps a time still to come today, and any time on another date', () => {
    expect(searchTime({ date: today, time: '21:00' }, today, at)).toBe('21:00');
    expect(searchTime({ date: '2026-11-25', time: '12:00' }, today, at)).toBe('12:00');
    expect(searchTime({ date: null, time: '12:00' }, today, at)).toBe('12:00');
  });
});
