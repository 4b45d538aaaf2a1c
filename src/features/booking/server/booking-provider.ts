import type { z } from 'zod';
import type {
  areasQuerySchema,
  availabilityRequestSchema,
  bookingMenusQuerySchema,
  BookingRequest,
  calendarQuerySchema,
  occasionsQuerySchema,
  requirementsQuerySchema,
  slotsQuerySchema,
  upsellsQuerySchema,
} from '../booking-api.schema';
import type {
  Area,
  BookingMenu,
  BookingResponse,
  CalendarResponse,
  Occasion,
  Requirements,
  SlotsResponse,
  StoreAvailability,
  Upsell,
} from '../booking-api.types';

export type OccasionsQuery = z.output<typeof occasionsQuerySchema>;
export type AreasQuery = z.output<typeof areasQuerySchema>;
export type BookingMenusQuery = z.output<typeof bookingMenusQuerySchema>;
export type SlotsQuery = z.output<typeof slotsQuerySchema>;
export type CalendarQuery = z.output<typeof calendarQuerySchema>;
export type RequirementsQuery = z.output<typeof requirementsQuerySchema>;
export type UpsellsQuery = z.output<typeof upsellsQuerySchema>;
export type AvailabilityQuery = z.output<typeof availabilityRequestSchema>;

/**
 * Who is booking: the browser session, and the key that makes a retried write idempotent (bound
 * to the request it first came with: a reuse with another request is refused).
 */
export interface BookingContext {
  sessionId: string;
  idempotencyKey?: string;
}

/**
 * A reservation system (ARCHITECTURE §4): the embedded engine over the database, or a partner's
 * over HTTP. Every method speaks the shapes of the site's booking API (spec 1 §7) and throws a
 * BookingError with a catalogue code when it refuses.
 */
export interface BookingProvider {
  occasions(storeId: string, query: OccasionsQuery): Promise<Occasion[]>;
  /**
   * The last London date (YYYY-MM-DD) the restaurant takes bookings for: today plus its booking
   * horizon. A system that does not say (the partner's) leaves it out, and the journey sets no end.
   */
  bookableUntil?(storeId: string): Promise<string>;
  availability(request: AvailabilityQuery): Promise<StoreAvailability[]>;
  areas(storeId: string, query: AreasQuery): Promise<Area[]>;
  menus(storeId: string, query: BookingMenusQuery): Promise<BookingMenu[]>;
  slots(storeId: string, query: SlotsQuery): Promise<SlotsResponse>;
  /**
   * Each day of a month: whether the slots call for that day alone would offer the party a table
   * (or only an enquiry), else why not. The date picker marks the days without one.
   */
  calendar(storeId: string, query: CalendarQuery): Promise<CalendarResponse>;
  requirements(storeId: string, query: RequirementsQuery): Promise<Requirements>;
  upsells(storeId: string, query: UpsellsQuery): Promise<Upsell[]>;
  create(
    storeId: string,
    request: BookingRequest,
    context: BookingContext,
  ): Promise<BookingResponse>;
  enquiry(
    storeId: string,
    request: BookingRequest,
    context: BookingContext,
  ): Promise<BookingResponse>;
  event(
    storeId: string,
    request: BookingRequest,
    context: BookingContext,
  ): Promise<BookingResponse>;
  /**
   * The answer already given to this very request under its `Idempotency-Key` (a retry), or
   * undefined when none was stored; the key stored with another request is a 422. Asked before
   * any rate limit is counted, so a retry never costs the diner a booking attempt. A system that
   * keeps no keys here (the partner's) leaves it out.
   */
  answerRetry?(
    kind: BookingWriteKind,
    storeId: string,
    request: BookingRequest,
    context: BookingContext & { idempotencyKey: string },
  ): Promise<BookingResponse | undefined>;
}

/** The three booking writes, by the provider method that makes them. */
export type BookingWriteKind = 'create' | 'enquiry' | 'event';
