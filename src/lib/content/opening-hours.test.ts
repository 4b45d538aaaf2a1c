import { readOpeningHours } from './opening-hours';

const week = {
  monday: { open: '11:30', close: '22:00' },
  friday: { open: '11:30', close: '00:30' },
};

describe('readOpeningHours', () => {
  it('reads clean hours as they are: a day left out is closed', () => {
    const exceptions = {
      exceptions: [
        { date: '2026-12-25', closed: true, label: 'Christmas Day' },
        { date: '2026-12-24', open: '11:00', close: '16:00' },
      ],
    };
    expect(readOpeningHours(week, exceptions)).toEqual({
      hours: week,
      alternativeHours: [
        { date: '2026-12-25', closed: true, label: 'Christmas Day' },
        { date: '2026-12-24', open: '11:00', close: '16:00' },
      ],
      contentProblems: [],
    });
    expect(readOpeningHours(week, undefined).alternativeHours).toEqual([]);
  });

  it('marks only the weekday with a typo, naming the field and what it says', () => {
    const read = readOpeningHours({ ...week, tuesday: { open: '11:30', close: '4pm' } }, undefined);
    expect(read.hours).toEqual({ ...week, tuesday: { unreadable: true } });
    expect(read.contentProblems).toEqual([
      {
        field: 'Opening hours, Tuesday',
        problem: 'close: Expected a 24-hour time such as 09:30 (it says "4pm")',
      },
    ]);
  });

  it('does not call a day closed when a misspelt weekday may have been meant for it', () => {
    const read = readOpeningHours({ ...week, wendesday: { open: '11:30', close: '22:00' } }, {});
    expect(read.hours.monday).toEqual(week.monday);
    expect(read.hours.wednesday).toEqual({ unreadable: true });
    expect(read.hours.sunday).toEqual({ unreadable: true });
    expect(read.contentProblems.map((problem) => problem.problem)).toContainEqual(
      expect.stringContaining('"wendesday" is not a weekday'),
    );
  });

  it('marks the whole week unreadable when the hours are not a list of weekdays', () => {
    for (const raw of [undefined, 'Mon-Fri 9-5', [week]]) {
      const read = readOpeningHours(raw, undefined);
      expect(Object.values(read.hours)).toEqual(Array(7).fill({ unreadable: true }));
      expect(read.contentProblems).toEqual([
        { field: 'Opening hours', problem: expect.any(String) },
      ]);
    }
  });

  it('keeps a dated exception with wrong times as an unreadable date, with its label', () => {
    const read = readOpeningHours(week, {
      exceptions: [
        { date: '2026-12-24', open: '11:00', close: '4pm', label: 'Christmas Eve' },
        { date: '2026-12-31', closed: 'yes' },
      ],
    });
    expect(read.alternativeHours).toEqual([
      { date: '2026-12-24', unreadable: true, label: 'Christmas Eve' },
      { date: '2026-12-31', unreadable: true },
    ]);
    expect(read.contentProblems).toEqual([
      {
        field: 'Opening hours exceptions, 2026-12-24',
        problem: 'close: Expected a 24-hour time such as 09:30 (it says "4pm")',
      },
      { field: 'Opening hours exceptions, 2026-12-31', problem: expect.stringContaining('closed') },
    ]);
    expect(read.hours).toEqual(week);
  });

  it('leaves out an exception with no real date, saying so', () => {
    const read = readOpeningHours(week, {
      exceptions: [{ date: '2026-02-30', closed: true }, { closed: true }],
    });
    expect(read.alternativeHours).toEqual([]);
    expect(read.contentProblems).toEqual([
      {
        field: 'Opening hours exceptions, number 1',
        problem:
          'date: Expected a real date such as 2026-12-05 (it says "2026-02-30"): the exception is left out',
      },
      {
        field: 'Opening hours exceptions, number 2',
        problem: expect.stringMatching(/^date: .*: the exception is left out$/),
      },
    ]);
  });

  it('says so when the exceptions are not a list', () => {
    const read = readOpeningHours(week, [{ date: '2026-12-25', closed: true }]);
    expect(read.alternativeHours).toEqual([]);
    expect(read.contentProblems).toEqual([
      { field: 'Opening hours exceptions', problem: expect.stringContaining('"exceptions"') },
    ]);
  });
});
