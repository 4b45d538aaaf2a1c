import type { z } from 'zod';
import type { AvailabilityRequest, BookingRequestInput } from '../booking-api.schema';
import type { holdRequestSchema } from '../manage/hold-api';
import type {
  Area,
  BookingMenu,
  CalendarDay,
  OccasionsAnswer,
  Requirements,
  StoreAvailability,
  TimeSlot,
  Upsell,
} from '../booking-api.types';

/** Who is booking, shared by every read of a restaurant's booking options. */
export interface PartyQuery {
  /** Left out of the query when unknown. */
  occasionId?: string;
  adults: number;
  children: number;
}

/** `POST /api/booking/availability`: the stores on 200, else `success: false` and a message. */
export type AvailabilityResult =
  { success: true; data: StoreAvailability[] } | { success: false; message: string };

/** A booking write's answer: the reference, which a broken server may leave out. */
export interface BookingWriteResult {
  bookingReference: string | undefined;
}

/** Per-attempt options of a booking write. */
export interface BookingWriteOptions {
  /** The same key for every retry of one attempt, so the server stores one booking. */
  idempotencyKey?: string;
}

/** The card submit payload (spec 1 §3). */
export interface CardSubmitPayload {
  Nonce: string;
  FirstName: string;
  LastName: string;
  Email: string;
  CustomerId?: string;
}

/**
 * The booking calls of spec 1 §7, one method each. Reads and writes throw `BookingApiError`
 * carrying the diner's message; availability alone answers `success: false` as the spec says.
 */
export type HoldRequestInput = z.input<typeof holdRequestSchema>;

export interface BookingApi {
  getOccasions(storeId: string, date: string): Promise<OccasionsAnswer>;
  checkAvailability(request: AvailabilityRequest): Promise<AvailabilityResult>;
  getAreas(storeId: string, query: PartyQuery & { dates: string }): Promise<Area[]>;
  getBookingMenus(
    storeId: string,
    query: PartyQuery & { dates: string; time?: string },
  ): Promise<BookingMenu[]>;
  getSlots(
    storeId: string,
    query: PartyQuery & { dates: string; menuIds: string[]; areaId?: string | null },
  ): Promise<TimeSlot[]>;
  getRequirements(
    storeId: string,
    query: PartyQuery & { bookingDate: string; time: string; menuId?: string; areaId?: string },
  ): Promise<Requirements>;
  getUpsells(
    storeId: string,
    query: PartyQuery & { bookingDate: string; time: string },
  ): Promise<Upsell[]>;
  createBooking(
    storeId: string,
    request: BookingRequestInput,
    options?: BookingWriteOptions,
  ): Promise<BookingWriteResult>;
  createEnquiry(
    storeId: string,
    request: BookingRequestInput,
    options?: BookingWriteOptions,
  ): Promise<BookingWriteResult>;
  createEvent(
    storeId: string,
    request: BookingRequestInput,
    options?: BookingWriteOptions,
  ): Promise<BookingWriteResult>;
  /**
   * Holds the table at the chosen time for this session while the diner finishes (optional: a
   * client without it simply holds nothing). Answers until when, or null when nothing is held.
   */
  holdTable?(storeId: string, request: HoldRequestInput): Promise<string | null>;
  /**
   * Each day of a month for the party at a restaurant: a table, only an enquiry, or why not
   * (optional: a client without it marks no day in the date picker).
   */
  getCalendar?(storeId: string, query: PartyQuery & { month: string }): Promise<CalendarDay[]>;
  /** Lets go of this session's held table (Edit, closing the journey). */
  releaseTable?(): Promise<void>;
  /** The card provider's client token for the card input. */
  getCardClientToken(): Promise<string>;
  /** Vaults the card behind the nonce; answers the customer id the booking then names. */
  submitCard(payload: CardSubmitPayload): Promise<string>;
}
