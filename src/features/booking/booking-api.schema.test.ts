import { z } from 'zod';
import { unboundedStrings } from '@/lib/validation/testing/unbounded-strings';
import { cardSubmitSchema } from '@/features/payments';
import * as bookingApiSchemas from './booking-api.schema';
import { bookingRequestSchema, occasionsQuerySchema, slotsQuerySchema } from './booking-api.schema';
import { bookingRequest } from './server/testing/booking-request-fixture';

describe('the booking API schemas', () => {
  // Every schema the module exports (a new one is checked without being listed), and the card's.
  it.each(Object.entries({ ...bookingApiSchemas, cardSubmitSchema }))(
    '%s bounds every string',
    (_name, schema) => {
      expect(unboundedStrings(schema)).toEqual([]);
    },
  );

  it('would notice an unbounded string', () => {
    expect(unboundedStrings(z.object({ a: z.string().optional(), b: z.string().max(3) }))).toEqual([
      '(root).a',
    ]);
  });

  it.each([
    ['0x10', 'adults'],
    ['1e1', 'adults'],
    [' 2', 'adults'],
  ])('reads adults=%s in a query as a mistake, not a number', (adults, field) => {
    const result = slotsQuerySchema.safeParse({ adults, dates: '2026-12-05' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it.each([
    [{ adultCovers: true }, 'adultCovers'],
    [{ adultCovers: '2' }, 'adultCovers'],
    [{ childCovers: 1.5 }, 'childCovers'],
    [{ diningDateTime: '2027-02-30T19:00' }, 'diningDateTime'],
    [{ diningDateTime: '2027-13-01T19:00Z' }, 'diningDateTime'],
    [{ diningDateTime: '2027-01-01T25:61' }, 'diningDateTime'],
    [{ diningDateTime: '2027-01-01T19:00+99:99' }, 'diningDateTime'],
    [{ upsellIds: ['x'.repeat(41)] }, 'upsellIds.0'],
    [{ occasionId: 'x'.repeat(41) }, 'occasionId'],
  ])('refuses a booking request with %j, naming %s', (change, field) => {
    const result = bookingRequestSchema.safeParse({
      ...bookingRequest('2027-01-08', '19:00'),
      ...change,
    });
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it.each(['2027-02-30', '2027-13-01', '2027-00-10'])('refuses the date %s in a query', (date) => {
    expect(occasionsQuerySchema.safeParse({ date }).success).toBe(false);
    expect(slotsQuerySchema.safeParse({ adults: '2', dates: date }).success).toBe(false);
  });
});
