import type { CalendarDay } from '../booking-api.types';
import { nearestDaysWithTable } from './nearest-days';

const table = (date: string): CalendarDay => ({ date, status: 'bookable' });
const full = (date: string): CalendarDay => ({ date, status: 'unavailable', reason: 'full' });

describe('nearestDaysWithTable', () => {
  it('gives the 3 nearest days with a table either side, in calendar order, never the day itself', () => {
    const days = [
      table('2026-12-05'),
      full('2026-12-08'),
      table('2026-12-09'),
      table('2026-12-10'), // the day asked for: it was full when searched
      full('2026-12-11'),
      table('2026-12-12'),
      table('2026-12-20'),
    ];
    expect(nearestDaysWithTable(days, '2026-12-10', '2026-12-01')).toEqual([
      '2026-12-05',
      '2026-12-09',
      '2026-12-12',
    ]);
  });

  it('prefers the earlier of two days as near, offers enquiry days, and never a past one', () => {
    const days: CalendarDay[] = [
      table('2026-12-02'),
      table('2026-12-04'),
      { date: '2026-12-08', status: 'enquiry' },
      table('2026-12-12'),
    ];
    expect(nearestDaysWithTable(days, '2026-12-06', '2026-12-03', 2)).toEqual([
      '2026-12-04',
      '2026-12-08',
    ]);
    expect(nearestDaysWithTable([full('2026-12-07')], '2026-12-06', '2026-12-03')).toEqual([]);
  });
});
