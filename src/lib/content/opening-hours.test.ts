import { readOpeningHours, type OpeningHoursFields } from './opening-hours';

// The fields of contentful-migrations/20: per weekday an open and a close time, and the linked
// exception entries, made plain (flatten-entry) as the content source hands them to the schema.
const week: OpeningHoursFields = {
  mondayOpen: '11:30',
  mondayClose: '22:00',
  fridayOpen: '11:30',
  fridayClose: '00:30',
};
const exception = (fields: Record<string, unknown>) => ({
  id: `hours-${String(fields.date)}`,
  contentType: 'openingHoursException',
  ...fields,
});

describe('readOpeningHours', () => {
  it('reads clean hours as they are: a day without times is closed', () => {
    const read = readOpeningHours({
      ...week,
      hoursExceptions: [
        exception({ label: 'Christmas Day', date: '2026-12-25', closed: true }),
        exception({ date: '2026-12-24', closed: false, open: '11:00', close: '16:00' }),
      ],
    });
    expect(read).toEqual({
      hours: {
        monday: { open: '11:30', close: '22:00' },
        friday: { open: '11:30', close: '00:30' },
      },
      alternativeHours: [
        { date: '2026-12-25', closed: true, label: 'Christmas Day' },
        { date: '2026-12-24', open: '11:00', close: '16:00' },
      ],
      contentProblems: [],
    });
    expect(readOpeningHours(week).alternativeHours).toEqual([]);
  });

  it('reads a date the Date field holds with a time as that date', () => {
    const read = readOpeningHours({
      ...week,
      hoursExceptions: [exception({ date: '2026-12-25T00:00+00:00', closed: true })],
    });
    expect(read.alternativeHours).toEqual([{ date: '2026-12-25', closed: true }]);
  });

  it('marks only the weekday with a typo, naming the field and what it says', () => {
    const read = readOpeningHours({ ...week, tuesdayOpen: '11:30', tuesdayClose: '4pm' });
    expect(read.hours.tuesday).toEqual({ unreadable: true });
    expect(read.hours.monday).toEqual({ open: '11:30', close: '22:00' });
    expect(read.contentProblems).toEqual([
      { field: 'Opening hours › Tuesday', problem: "close '4pm' is not a time HH:mm" },
    ]);
  });

  it('marks a weekday with only one of its times, rather than call it closed', () => {
    const read = readOpeningHours({ ...week, sundayOpen: '12:00' });
    expect(read.hours.sunday).toEqual({ unreadable: true });
    expect(read.contentProblems).toEqual([
      {
        field: 'Opening hours › Sunday',
        problem: 'close is empty: give both times, or neither when closed',
      },
    ]);
  });

  it('reads an emptied time as no time', () => {
    const read = readOpeningHours({ ...week, tuesdayOpen: '', tuesdayClose: null });
    expect(read.hours).not.toHaveProperty('tuesday');
    expect(read.contentProblems).toEqual([]);
  });

  it('marks the whole week unreadable when no weekday has times', () => {
    const read = readOpeningHours({});
    expect(Object.values(read.hours)).toEqual(Array(7).fill({ unreadable: true }));
    expect(read.contentProblems).toEqual([
      { field: 'Opening hours', problem: expect.stringContaining('no weekday has opening times') },
    ]);
  });

  it('keeps an exception with wrong times as an unreadable date, with its label', () => {
    const read = readOpeningHours({
      ...week,
      hoursExceptions: [
        exception({ label: 'Christmas Eve', date: '2026-12-24', open: '11:00', close: '4pm' }),
        exception({ date: '2026-12-31', closed: false }),
      ],
    });
    expect(read.alternativeHours).toEqual([
      { date: '2026-12-24', unreadable: true, label: 'Christmas Eve' },
      { date: '2026-12-31', unreadable: true },
    ]);
    expect(read.contentProblems).toEqual([
      {
        field: 'Opening hours exceptions › 2026-12-24 Christmas Eve',
        problem: "close '4pm' is not a time HH:mm",
      },
      {
        field: 'Opening hours exceptions › 2026-12-31',
        problem: "no times given: give the open and close times, or tick 'Closed all day'",
      },
    ]);
    expect(read.hours.monday).toEqual({ open: '11:30', close: '22:00' });
  });

  it('leaves out an exception with no real date, saying so', () => {
    const read = readOpeningHours({
      ...week,
      hoursExceptions: [
        exception({ date: '2026-02-30', closed: true }),
        { id: 'x', label: 'Boxing Day', closed: true },
      ],
    });
    expect(read.alternativeHours).toEqual([]);
    expect(read.contentProblems).toEqual([
      {
        field: 'Opening hours exceptions › number 1',
        problem: "date '2026-02-30' is not a date: the exception is left out",
      },
      {
        field: 'Opening hours exceptions › number 2 Boxing Day',
        problem: 'has no date: the exception is left out',
      },
    ]);
  });
});
