import type { ApiRequest, ApiResponse } from '@/lib/http';
import { z } from 'zod';
import { consumeRateLimit, limitByAddress, requireBookingSession } from '@/lib/http';
import {
  areasQuerySchema,
  bookingMenusQuerySchema,
  bookingRequestSchema,
  calendarQuerySchema,
  occasionsQuerySchema,
  requirementsQuerySchema,
  slotsQuerySchema,
  storeParamsSchema,
  upsellsQuerySchema,
} from '../booking-api.schema';
import type { BookingProvider, BookingWriteKind } from './booking-provider';
import { getBookingProvider } from './get-booking-provider';
import { idempotencyKeyOf } from './idempotency';

/**
 * The handlers of the booking API routes (spec 1 §7): each parses its input with the shared schema,
 * asks the configured reservation system, and shapes the answer the way the journey reads it.
 */
type Handler = (req: ApiRequest, res: ApiResponse) => Promise<unknown>;

function read<Q extends z.ZodType, R>(
  schema: Q,
  ask: (provider: BookingProvider, storeId: string, query: z.output<Q>) => Promise<R>,
): Handler {
  return async (req) => {
    const { storeId } = storeParamsSchema.parse(req.query);
    return ask(getBookingProvider(), storeId, schema.parse(req.query));
  };
}

/** The occasions on the date, and the last date bookable at all, which the date picker ends at. */
export const occasionsHandler = read(occasionsQuerySchema, async (p, id, q) => {
  const [occasions, bookableUntil] = await Promise.all([
    p.occasions(id, q),
    p.bookableUntil?.(id) ?? null,
  ]);
  return { occasions, bookableUntil };
});
export const areasHandler = read(areasQuerySchema, async (p, id, q) => ({
  areas: await p.areas(id, q),
}));
export const bookingMenusHandler = read(bookingMenusQuerySchema, async (p, id, q) => ({
  menus: await p.menus(id, q),
}));
export const slotsHandler = read(slotsQuerySchema, (p, id, q) => p.slots(id, q));
/** Each day of a month for the party: a table, only an enquiry, or why not (the date picker). */
export const availabilityCalendarHandler = read(calendarQuerySchema, (p, id, q) =>
  p.calendar(id, q),
);
export const requirementsHandler = read(requirementsQuerySchema, (p, id, q) =>
  p.requirements(id, q),
);
export const upsellsHandler = read(upsellsQuerySchema, async (p, id, q) => ({
  upsells: await p.upsells(id, q),
}));

/**
 * A write. The caller must hold a booking session, the store of the address and of the body must
 * agree, and `Idempotency-Key` makes a retry safe: the reservation system binds it to this very
 * request, and a retry of a booking already made is answered with it before anything is counted
 * (a diner's browser retrying a slow answer must not use up their attempts). Then each write
 * counts against the address's limit, the session's, and the diner's e-mail address's, since every
 * booking mails it.
 */
function write(kind: BookingWriteKind): Handler {
  return async (req) => {
    const { sessionId } = await requireBookingSession(req);
    const { storeId } = storeParamsSchema.parse(req.query);
    const idempotencyKey = idempotencyKeyOf(req);
    const request = bookingRequestSchema.parse(req.body);
    sameStore(storeId, request.restaurantId);
    const provider = getBookingProvider();
    if (idempotencyKey && provider.answerRetry) {
      const context = { sessionId, idempotencyKey };
      const answered = await provider.answerRetry(kind, storeId, request, context);
      if (answered) return answered;
    }
    await limitByAddress(req, 'booking');
    await consumeRateLimit('booking-session', sessionId);
    await consumeRateLimit('booking-email', request.emailAddress);
    return provider[kind](storeId, request, { sessionId, idempotencyKey });
  };
}

/**
 * A body's `restaurantId`, when sent, is the store of the address (else 400 naming it). A check
 * rather than a schema made for each request: zod compiles every new schema it parses with.
 */
function sameStore(storeId: string, restaurantId: string | undefined): void {
  if (restaurantId === undefined || restaurantId === storeId) return;
  throw new z.ZodError([
    {
      code: 'custom',
      path: ['restaurantId'],
      message: `The restaurantId must be the store of the address, ${storeId}`,
      input: restaurantId,
    },
  ]);
}

export const createHandler = write('create');
export const enquiryHandler = write('enquiry');
export const eventHandler = write('event');
