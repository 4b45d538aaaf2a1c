import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { requireBookingSession } from '@/lib/http';
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

/**
 * The handlers of the booking API routes (spec 1 §7): each parses its input with the shared schema,
 * asks the configured reservation system, and shapes the answer the way the journey reads it.
 */
type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<unknown>;

function read<Q extends z.ZodType, R>(
  schema: Q,
  ask: (provider: BookingProvider, storeId: string, query: z.output<Q>) => Promise<R>,
): Handler {
  return async (req) => {
    const { storeId } = storeParamsSchema.parse(req.query);
    return ask(getBookingProvider(), storeId, schema.parse(req.query));
  };
}

export const occasionsHandler = read(occasionsQuerySchema, async (p, id, q) => ({
  occasions: await p.occasions(id, q),
}));
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

/** A write: the caller must hold a booking session; `Idempotency-Key` makes a retry safe. */
function write(kind: 'create' | 'enquiry' | 'event'): Handler {
  return async (req) => {
    const { sessionId } = requireBookingSession(req);
    const { storeId } = storeParamsSchema.parse(req.query);
    const request = bookingRequestSchema.parse(req.body);
    const key = req.headers['idempotency-key'];
    const idempotencyKey =
      typeof key === 'string' && key.length > 0 ? key.slice(0, 200) : undefined;
    return getBookingProvider()[kind](storeId, request, { sessionId, idempotencyKey });
  };
}

export const createHandler = write('create');
export const enquiryHandler = write('enquiry');
export const eventHandler = write('event');
