import type { ApiRequest, ApiResponse } from '@/lib/http';
import { z } from 'zod';
import { consumeRateLimit, limitByAddress, requireBookingSession } from '@/lib/http';
import {
  areasQuerySchema,
  bookingMenusQuerySchema,
  bookingRequestSchema,
  occasionsQuerySchema,
  requirementsQuerySchema,
  slotsQuerySchema,
  storeParamsSchema,
  upsellsQuerySchema,
} from '../booking-api.schema';
import type { BookingProvider } from './booking-provider';
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
export const requirementsHandler = read(requirementsQuerySchema, (p, id, q) =>
  p.requirements(id, q),
);
export const upsellsHandler = read(upsellsQuerySchema, async (p, id, q) => ({
  upsells: await p.upsells(id, q),
}));

/**
 * A write. Counted against the address's limit first (the cheapest refusal), then the caller must
 * hold a booking session (counted too), the store of the address and of the body must agree, and
 * the diner's e-mail address has its own limit, since every booking mails it. `Idempotency-Key`
 * makes a retry safe; the reservation system binds it to this very request.
 */
function write(kind: 'create' | 'enquiry' | 'event'): Handler {
  return async (req) => {
    await limitByAddress(req, 'booking');
    const { sessionId } = requireBookingSession(req);
    await consumeRateLimit('booking-session', sessionId);
    const { storeId } = storeParamsSchema.parse(req.query);
    const idempotencyKey = idempotencyKeyOf(req);
    const request = bookingRequestSchema.parse(req.body);
    sameStore(storeId, request.restaurantId);
    await consumeRateLimit('booking-email', request.emailAddress);
    return getBookingProvider()[kind](storeId, request, { sessionId, idempotencyKey });
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
