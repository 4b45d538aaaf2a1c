import type { Upsell } from '../../booking-api.types';
import { extrasSummary, partySummary, slotSummary } from './step-summaries';

const upsell = (id: string, name: string): Upsell => ({
  id,
  name,
  description: '',
  image: null,
  minimumQuantity: 1,
  maximumQuantity: 4,
});

describe('step summaries', () => {
  it('sums up the party, with children only when there are some', () => {
    expect(partySummary({ adults: 2, children: 1, date: '2026-12-05', time: '19:30' })).toBe(
      '2 adults, 1 child, 05/12/2026 at 19:30',
    );
    expect(partySummary({ adults: 1, children: 3, date: '2026-03-29', time: '09:00' })).toBe(
      '1 adult, 3 children, 29/03/2026 at 09:00',
    );
    expect(partySummary({ adults: 4, children: 0, date: '2026-12-05', time: '12:15' })).toBe(
      '4 adults, 05/12/2026 at 12:15',
    );
  });

  it('sums up the restaurant and time', () => {
    expect(slotSummary('Leeds Trinity', '19:30')).toBe('Leeds Trinity at 19:30');
  });

  it('lists the extras chosen', () => {
    const upsells = [upsell('prosecco', 'Prosecco'), upsell('cake', 'Birthday cake')];
    expect(
      extrasSummary(upsells, [
        { id: 'cake', quantity: 1 },
        { id: 'prosecco', quantity: 2 },
        { id: 'gone', quantity: 1 },
      ]),
    ).toBe('1 × Birthday cake, 2 × Prosecco');
    expect(extrasSummary(upsells, [])).toBe('No extras');
    expect(extrasSummary(upsells, [{ id: 'cake', quantity: 0 }])).toBe('No extras');
  });
});
