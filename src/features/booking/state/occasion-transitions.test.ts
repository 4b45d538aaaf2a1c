import type { Occasion } from '../booking-api.types';
import { initialBookingState, type BookingState } from './booking-atoms';
import { soho } from './testing/booking-fixtures';
import { setParty } from './booking-transitions';
import { occasionsLoaded } from './occasion-transitions';

const table: Occasion = {
  id: 'table',
  name: 'Table booking',
  type: 'standard',
  minimumCovers: 1,
  maximumCovers: 100,
  menuLinkGroup: { type: 'exclusive', menuLinks: [] },
  areaLinkGroup: { type: 'exclusive', areaLinks: [] },
};
const christmas: Occasion = {
  ...table,
  id: 'christmas-party',
  name: 'Christmas party',
  type: 'event',
  minimumCovers: 8,
  maximumCovers: 60,
};
const today = '2026-11-24';
const atSoho: BookingState = { ...initialBookingState, restaurant: soho, step: 2 };
const loaded = (state: BookingState, occasions: Occasion[], date = today) =>
  occasionsLoaded(state, { storeId: 'soho', date, today, occasions, bookableUntil: null });

describe('occasionsLoaded', () => {
  it('keeps the event asked for when offered, growing the party to its minimum', () => {
    const asked = { ...atSoho, selectedOccasionId: 'christmas-party' };
    const next = loaded(asked, [table, christmas]);
    expect(next).toMatchObject({
      occasions: [table, christmas],
      selectedOccasionId: 'christmas-party',
      adultCovers: 8,
      childCovers: 0,
    });
    // A new question: any answer to the party of 2 is stale.
    expect(next.revision).toBe(asked.revision + 1);
  });

  it('leaves a party already as large as the event as it is', () => {
    const asked = {
      ...atSoho,
      adultCovers: 6,
      childCovers: 3,
      selectedOccasionId: 'christmas-party',
    };
    const next = loaded(asked, [table, christmas]);
    expect(next).toMatchObject({ adultCovers: 6, childCovers: 3 });
    expect(next.revision).toBe(asked.revision);
  });

  it('drops an event the restaurant does not offer on that date: a table is asked for', () => {
    const asked = { ...atSoho, selectedOccasionId: 'christmas-party' };
    expect(loaded(asked, [table])).toMatchObject({ selectedOccasionId: null, adultCovers: 2 });
  });

  it('ignores an answer for another restaurant or another date', () => {
    const onDate = { ...atSoho, selectedBookingDate: '2026-12-11' };
    expect(loaded(onDate, [table, christmas], today)).toBe(onDate);
    expect(
      occasionsLoaded(atSoho, {
        storeId: 'city',
        date: today,
        today,
        occasions: [christmas],
        bookableUntil: null,
      }),
    ).toBe(atSoho);
    expect(loaded(onDate, [table, christmas], '2026-12-11').occasions).toEqual([table, christmas]);
  });
});

describe('setParty with an occasion', () => {
  const offered = { ...atSoho, occasions: [table, christmas] };
  const party = { adults: 2, children: 1, date: '2026-12-11', time: '19:30' };

  it('choosing an event grows a smaller party to its minimum', () => {
    expect(setParty(offered, { ...party, occasionId: 'christmas-party' })).toMatchObject({
      selectedOccasionId: 'christmas-party',
      adultCovers: 7,
      childCovers: 1,
    });
  });

  it('keeps the occasion when the choice leaves it out, and a party set below it afterwards', () => {
    const chosen = { ...offered, selectedOccasionId: 'christmas-party', adultCovers: 8 };
    expect(setParty(chosen, party)).toMatchObject({
      selectedOccasionId: 'christmas-party',
      adultCovers: 2,
    });
  });

  it('going back to a table keeps the party', () => {
    const chosen = { ...offered, selectedOccasionId: 'christmas-party', adultCovers: 8 };
    expect(setParty(chosen, { ...party, adults: 8, occasionId: null })).toMatchObject({
      selectedOccasionId: null,
      adultCovers: 8,
    });
  });
});
