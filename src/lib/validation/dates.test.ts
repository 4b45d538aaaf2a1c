import {
  calendarDateSchema,
  dateTimeSchema,
  isCalendarDate,
  isDateTime,
  queryIntegerSchema,
} from './dates';

describe('calendar-strict dates', () => {
  it.each(['2026-12-05', '2028-02-29', '2000-02-29', '2026-01-31', '2999-12-31'])(
    '%s is a date',
    (value) => expect(isCalendarDate(value)).toBe(true),
  );

  it.each([
    '2027-02-30',
    '2027-02-29',
    '1900-02-29',
    '2027-13-01',
    '2027-00-10',
    '2027-04-31',
    '2027-01-00',
    '0000-01-01',
    '9999-12-31',
    '2027-1-01',
    '2027-01-01 ',
    '２０２７-01-01',
    '',
  ])('%j is not', (value) => expect(isCalendarDate(value)).toBe(false));
});

describe('calendar-strict date-times', () => {
  it.each([
    '2026-12-05T19:30',
    '2026-12-05T19:30:59',
    '2026-12-05T19:30:00.123',
    '2026-12-05T19:30Z',
    '2026-12-05T19:30:00+01:00',
    '2026-12-05T19:30:00-14:00',
    '2026-12-05T00:00+14:00',
  ])('%s is a date-time', (value) => expect(isDateTime(value)).toBe(true));

  it.each([
    '2027-02-30T19:00Z',
    '2027-13-01T19:00Z',
    '2026-12-05T25:61',
    '2026-12-05T24:00',
    '2026-12-05T19:60',
    '2026-12-05T19:30:60',
    '2026-12-05T19:30+99:99',
    '2026-12-05T19:30+14:30',
    '2026-12-05T19:30+01:60',
    '2026-12-05',
    '2026-12-05T7:30',
    '2026-12-05t19:30',
  ])('%j is not', (value) => expect(isDateTime(value)).toBe(false));

  it('answers with a message naming what is expected', () => {
    expect(calendarDateSchema.safeParse('2027-02-30').error?.issues[0]?.message).toBe(
      'Expected a real date such as 2026-12-05',
    );
    expect(dateTimeSchema.safeParse('2027-02-30T19:00Z').error?.issues[0]?.message).toBe(
      'Expected a real date and time such as 2026-12-05T19:30',
    );
  });
});

describe('whole numbers in a query string', () => {
  const adults = queryIntegerSchema(1, 100);
  it('reads decimal digits only', () => {
    expect(adults.parse('16')).toBe(16);
    for (const value of ['0x10', '1e1', ' 2', '2.0', '-1', '+2', '']) {
      expect(adults.safeParse(value).success).toBe(false);
    }
    expect(adults.safeParse('0').success).toBe(false);
    expect(adults.safeParse('101').success).toBe(false);
  });
});
