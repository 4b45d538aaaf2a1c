import type { Logger } from '@/lib/log';
import type {
  Area,
  BookingMenu,
  CalendarResponse,
  Occasion,
  Requirements,
  SlotsResponse,
  StoreAvailability,
  Upsell,
} from '../../booking-api.types';
import type {
  AreasQuery,
  AvailabilityQuery,
  BookingContext,
  BookingMenusQuery,
  CalendarQuery,
  BookingProvider,
  OccasionsQuery,
  RequirementsQuery,
  SlotsQuery,
  UpsellsQuery,
} from '../booking-provider';

export interface PartnerBookingProviderOptions {
  /** PARTNER_BOOKING_URL */
  baseUrl: string;
  /** PARTNER_BOOKING_CLIENT_ID and PARTNER_BOOKING_CLIENT_SECRET */
  clientId: string;
  clientSecret: string;
  /** The brand's key (`brandKeyOf(BRAND)`), sent as the `brandKey` header. */
  brandKey: string;
  /** The `sessionId` of reads that name none (default: a random id for this provider). */
  sessionId?: string;
  fetch?: typeof fetch;
  /** The time-out of each HTTP exchange (default 10 000 ms). */
  timeoutMs?: number;
  now?: () => number;
  logger?: Pick<Logger, 'warn'>;
}

/** Who is reading: the browser's session, when the route knows it. */
export interface PartnerReadContext {
  sessionId?: string;
}

/** The card submit payload (spec 1 §3): the card form's nonce and the diner's name and e-mail. */
export interface PartnerCardInput {
  nonce: string;
  firstName: string;
  lastName: string;
  email: string;
  customerId?: string;
}

/**
 * The partner's BookingProvider. Reads take an optional session beyond the interface; the card
 * operations of the partner API (creditCardToken, creditCardSubmit) are here for a gateway to use.
 */
export interface PartnerBookingProvider extends BookingProvider {
  occasions(
    storeId: string,
    query: OccasionsQuery,
    context?: PartnerReadContext,
  ): Promise<Occasion[]>;
  availability(
    request: AvailabilityQuery,
    context?: PartnerReadContext,
  ): Promise<StoreAvailability[]>;
  areas(storeId: string, query: AreasQuery, context?: PartnerReadContext): Promise<Area[]>;
  menus(
    storeId: string,
    query: BookingMenusQuery,
    context?: PartnerReadContext,
  ): Promise<BookingMenu[]>;
  slots(storeId: string, query: SlotsQuery, context?: PartnerReadContext): Promise<SlotsResponse>;
  calendar(
    storeId: string,
    query: CalendarQuery,
    context?: PartnerReadContext,
  ): Promise<CalendarResponse>;
  requirements(
    storeId: string,
    query: RequirementsQuery,
    context?: PartnerReadContext,
  ): Promise<Requirements>;
  upsells(storeId: string, query: UpsellsQuery, context?: PartnerReadContext): Promise<Upsell[]>;
  creditCardToken(context?: PartnerReadContext): Promise<string>;
  creditCardSubmit(
    card: PartnerCardInput,
    context: BookingContext,
  ): Promise<{ customerId: string }>;
}
