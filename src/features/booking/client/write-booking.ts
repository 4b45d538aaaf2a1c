import type { BookingRequestInput } from '../booking-api.schema';
import type { BookingApi, BookingWriteOptions, BookingWriteResult } from './booking-api';

/** What a booking is placed as: an enquiry (25+), an event occasion, or a plain booking. */
export type BookingWriteKind = 'booking' | 'enquiry' | 'event';

/** Places a booking with the call its kind needs (spec 1 §7: create, enquiry or events). */
export function writeBooking(
  api: BookingApi,
  kind: BookingWriteKind,
  storeId: string,
  request: BookingRequestInput,
  // A rest parameter, so a call without options passes none on (not an explicit undefined).
  ...options: [] | [BookingWriteOptions]
): Promise<BookingWriteResult> {
  if (kind === 'enquiry') return api.createEnquiry(storeId, request, ...options);
  if (kind === 'event') return api.createEvent(storeId, request, ...options);
  return api.createBooking(storeId, request, ...options);
}
