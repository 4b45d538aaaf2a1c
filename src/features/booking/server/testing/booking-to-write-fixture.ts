import { defaultBookingRules } from '../engine/default-rules';
import { londonInstant } from '../engine/london-time';
import type { BookingToWrite } from '../embedded/write-booking';

/**
 * A party of two's booking as `writeBooking` takes it (checked, with its e-mail and rules): at 19:00
 * for 90 minutes, in a session of its own, under no Idempotency-Key unless `row` says. `n` tells
 * the diners apart: their e-mail, session and reference (`TAV-{storeId}{n}`).
 */
export function bookingToWrite(
  n: number,
  { storeId, date }: { storeId: string; date: string },
  row: Partial<BookingToWrite['row']> = {},
  rules = defaultBookingRules(storeId),
): BookingToWrite {
  const email = `diner-${storeId}-${n}@example.com`;
  const diningTime = row.diningTime ?? '19:00';
  return {
    rules,
    email: { to: email, subject: 'Confirmed', text: 'Confirmed' },
    row: {
      reference: `TAV-${storeId}${String(n).padStart(2, '0')}`,
      storeId,
      bookingType: 'booking',
      status: 'confirmed',
      diningDate: date,
      diningTime,
      diningAt: londonInstant(date, diningTime),
      durationMinutes: 90,
      adultCovers: 2,
      childCovers: 0,
      covers: 2,
      occasionId: 'table',
      areaId: null,
      menuIds: [],
      upsells: [],
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      mobilePhone: '07700900123',
      specialRequest: '',
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      idempotencyKey: null,
      sessionId: `session-${storeId}-${n}`,
      ...row,
    },
  };
}
