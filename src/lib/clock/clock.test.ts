import { currentTime, londonDate, londonYear, pinClock } from '.';

describe('the site clock', () => {
  it('reads the real time until pinned, then the pinned instant, then the real time again', () => {
    const before = Date.now();
    expect(currentTime().getTime()).toBeGreaterThanOrEqual(before);
    const restore = pinClock('2026-12-05T10:59:00Z');
    expect(currentTime().toISOString()).toBe('2026-12-05T10:59:00.000Z');
    restore();
    expect(currentTime().getTime()).toBeGreaterThanOrEqual(before);
  });

  it('can run on from the pinned instant', async () => {
    const restore = pinClock('2026-12-05T10:59:00Z', { ticking: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const elapsed = currentTime().getTime() - Date.parse('2026-12-05T10:59:00Z');
    restore();
    expect(elapsed).toBeGreaterThanOrEqual(15);
    expect(elapsed).toBeLessThan(5000);
  });

  it('refuses something that is not an instant', () => {
    expect(() => pinClock('the 30th of February')).toThrow('is not an instant');
  });
});

describe('London dates', () => {
  it.each([
    ['2026-12-31T23:59:00Z', '2026-12-31', 2026],
    ['2027-01-01T00:00:00Z', '2027-01-01', 2027],
    // In summer London is an hour ahead of UTC: 23:30 UTC is already tomorrow.
    ['2027-06-30T23:30:00Z', '2027-07-01', 2027],
    ['2027-03-28T00:59:00Z', '2027-03-28', 2027],
  ])('%s is %s in London', (instant, date, year) => {
    expect(londonDate(new Date(instant))).toBe(date);
    expect(londonYear(new Date(instant))).toBe(year);
  });
});
