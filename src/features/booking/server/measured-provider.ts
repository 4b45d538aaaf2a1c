import { metrics, tracedCalls } from '@/lib/telemetry';
import type { SlotsResponse } from '../booking-api.types';
import { BookingError } from './booking-error';
import type { BookingProvider } from './booking-provider';

type Counted = Partial<Record<keyof BookingProvider, (answer: never) => void>>;

/** What each answer moves in the booking funnel (a retry answered again moves nothing). */
const funnel: Counted = {
  availability: () => metrics().availabilitySearches.inc(),
  slots: (answer: SlotsResponse) => metrics().slotsShown.inc(timesOffered(answer)),
  create: () => metrics().bookings.inc(),
  enquiry: () => metrics().enquiries.labels({ kind: 'enquiry' }).inc(),
  event: () => metrics().enquiries.labels({ kind: 'event' }).inc(),
};

/**
 * The reservation system as the routes use it: each call in a span (`booking create`, with the
 * database's or the partner's spans below it), and counted in the booking funnel
 * (`/api/metrics`): searches, times shown, bookings and enquiries made, refusals by their code.
 */
export function measuredBookingProvider(provider: BookingProvider): BookingProvider {
  const traced = tracedCalls('booking', provider);
  return new Proxy(traced, {
    get(object, name) {
      const value: unknown = Reflect.get(object, name);
      if (typeof value !== 'function') return value;
      const counted = funnel[name as keyof BookingProvider] as
        ((answer: unknown) => void) | undefined;
      return async (...args: unknown[]) => {
        try {
          const answer: unknown = await value.apply(object, args);
          counted?.(answer);
          return answer;
        } catch (error) {
          if (error instanceof BookingError) {
            metrics()
              .bookingRefusals.labels({ code: String(error.code) })
              .inc();
          }
          throw error;
        }
      };
    },
  });
}

function timesOffered(answer: SlotsResponse): number {
  return answer.dates.reduce((sum, day) => sum + day.times.length, 0);
}
