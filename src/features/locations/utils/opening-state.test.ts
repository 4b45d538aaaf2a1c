import { fromZonedTime } from 'date-fns-tz';
import { sweepInstants } from '@/lib/clock/sweep-instants';
import {
  trinityExceptions,
  trinityHours,
  trinityOpeningAt,
} from '../testing/trinity-opening-sweep';
import { openingState } from './opening-state';

const at = (dateTime: string) => fromZonedTime(dateTime, 'Europe/London');
const hours = {
  monday: { open: '12:00', close: '22:00' },
  tuesday: { open: '12:00', close: '22:00' },
  friday: { open: '11:30', close: '00:30' },
  saturday: { open: '11:30', close: '00:30' },
};

describe('openingState (Europe/London)', () => {
  // 2026-11-23 is a Monday.
  it('before opening: Closed, opens {time}', () => {
    expect(openingState(hours, [], at('2026-11-23T11:59'))).toEqual({
      isOpen: 'Closed',
      times: 'opens 12:00',
    });
  });

  it('from opening until closing: Open, closes {time}', () => {
    expect(openingState(hours, [], at('2026-11-23T12:00'))).toEqual({
      isOpen: 'Open',
      times: 'closes 22:00',
    });
    expect(openingState(hours, [], at('2026-11-23T21:59'))).toEqual({
      isOpen: 'Open',
      times: 'closes 22:00',
    });
  });

  it('after closing: Closed, with the next opening', () => {
    expect(openingState(hours, [], at('2026-11-23T22:00'))).toEqual({
      isOpen: 'Closed',
      times: 'opens 12:00',
    });
    // Tuesday night: closed Wednesday and Thursday, so Friday is named.
    expect(openingState(hours, [], at('2026-11-24T23:00'))).toEqual({
      isOpen: 'Closed',
      times: 'opens Friday 11:30',
    });
  });

  it('across midnight: a late close still counts in the small hours', () => {
    expect(openingState(hours, [], at('2026-11-27T23:50'))).toEqual({
      isOpen: 'Open',
      times: 'closes 00:30',
    });
    expect(openingState(hours, [], at('2026-11-28T00:29'))).toEqual({
      isOpen: 'Open',
      times: 'closes 00:30',
    });
    expect(openingState(hours, [], at('2026-11-28T00:30'))).toEqual({
      isOpen: 'Closed',
      times: 'opens 11:30',
    });
  });

  it('an exception date: closed all day, or other hours', () => {
    const exceptions = [
      { date: '2026-11-23', closed: true as const },
      { date: '2026-11-24', open: '17:00', close: '21:00' },
    ];
    expect(openingState(hours, exceptions, at('2026-11-23T13:00'))).toEqual({
      isOpen: 'Closed',
      times: 'opens 17:00',
    });
    expect(openingState(hours, exceptions, at('2026-11-24T16:00'))).toEqual({
      isOpen: 'Closed',
      times: 'opens 17:00',
    });
    expect(openingState(hours, exceptions, at('2026-11-24T17:30'))).toEqual({
      isOpen: 'Open',
      times: 'closes 21:00',
    });
  });

  it('uses London time whatever the instant (the day the clocks go back)', () => {
    // 2026-10-25 is a Sunday: closed; the instant 2026-10-26T11:30Z is 11:30 in London (GMT).
    expect(openingState(hours, [], new Date('2026-10-26T11:30:00Z'))).toEqual({
      isOpen: 'Closed',
      times: 'opens 12:00',
    });
    expect(openingState(hours, [], new Date('2026-10-26T12:00:00Z'))).toEqual({
      isOpen: 'Open',
      times: 'closes 22:00',
    });
  });
});

describe("openingState when hours cannot be read (an editor's typo)", () => {
  const mistyped = { ...hours, tuesday: { unreadable: true as const } };

  it("asks diners to call when today's hours cannot be read", () => {
    expect(openingState(mistyped, [], at('2026-11-24T13:00'))).toEqual({
      isOpen: null,
      times: "Please call for today's hours",
    });
    const exceptions = [{ date: '2026-11-23', unreadable: true as const }];
    expect(openingState(hours, exceptions, at('2026-11-23T13:00')).times).toBe(
      "Please call for today's hours",
    );
  });

  it('never promises an opening past a day that cannot be read', () => {
    // Monday after closing: Tuesday cannot be read, so Wednesday's hours are not promised.
    expect(openingState(mistyped, [], at('2026-11-23T22:30'))).toEqual({
      isOpen: 'Closed',
      times: '',
    });
  });

  it("still reads last night's late opening, whatever today's hours say", () => {
    const saturdayTypo = { ...hours, saturday: { unreadable: true as const } };
    // Friday opens until 00:30: at 00:10 on Saturday it is still open.
    expect(openingState(saturdayTypo, [], at('2026-11-28T00:10'))).toEqual({
      isOpen: 'Open',
      times: 'closes 00:30',
    });
  });
});

describe('openingState through the clock sweep (Leeds Trinity)', () => {
  it.each(sweepInstants)('$label', ({ instant }) => {
    const state = openingState(trinityHours, trinityExceptions, new Date(instant));
    expect([state.isOpen, state.times].filter(Boolean).join(' · ')).toBe(trinityOpeningAt[instant]);
  });
});
