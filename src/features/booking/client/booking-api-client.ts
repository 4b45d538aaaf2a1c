import type { AvailabilityRequest, BookingRequestInput } from '../booking-api.schema';
import type {
  Area,
  BookingMenu,
  CalendarResponse,
  OccasionsAnswer,
  Requirements,
  SlotsResponse,
  StoreAvailability,
  Upsell,
} from '../booking-api.types';
import { bookingMessages } from '../booking-errors';
import { createAccessTokenSource, type AccessTokenSource } from './access-token';
import type {
  BookingApi,
  BookingWriteOptions,
  BookingWriteResult,
  PartyQuery,
} from './booking-api';
import { BookingApiError } from './booking-api-error';
import { getJson, postWrite, readJson, send, withQuery, type WriteContext } from './http';
import { randomId } from './random-id';
import { getSessionId } from './session';

export interface BookingApiClientOptions {
  /** The brand key header of every write: the site settings' `siteId` (e.g. 'tavola'). */
  brandKey: string;
  /** Injected so tests can pass a fake; the browser's fetch by default. */
  fetch?: typeof globalThis.fetch;
  /** The site's origin; empty for same-origin calls from the browser. */
  baseUrl?: string;
  /** The token cache; one per client by default. */
  tokens?: AccessTokenSource;
  /** The session id; the `session_id` of local storage by default. */
  sessionId?: () => string;
}

/**
 * What a booking write sends besides its body: the token, brand key and session of spec 1 §6. Also
 * used by a change on the diner's booking page that brings a card vaulted in this session.
 */
export function bookingWriteContext(options: BookingApiClientOptions): WriteContext {
  const fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  const sessionId = options.sessionId ?? (() => getSessionId());
  return {
    fetch,
    brandKey: options.brandKey,
    tokens:
      options.tokens ??
      createAccessTokenSource({ fetch, baseUrl: options.baseUrl ?? '', sessionId }),
    sessionId,
  };
}

/** The site's booking API (spec 1 §7) for one journey, with its token and session. */
export function createBookingApiClient(options: BookingApiClientOptions): BookingApi {
  const write = bookingWriteContext(options);
  const { fetch } = write;
  const base = options.baseUrl ?? '';
  const store = (kind: string, storeId: string) =>
    `${base}/api/booking/${kind}/${encodeURIComponent(storeId)}`;
  const party = ({ occasionId, children, adults }: PartyQuery) => ({
    occasionId,
    children,
    adults,
  });

  const bookingWrite =
    (kind: 'create' | 'enquiry' | 'events') =>
    async (
      storeId: string,
      request: BookingRequestInput,
      { idempotencyKey = randomId() }: BookingWriteOptions = {},
    ): Promise<BookingWriteResult> => {
      const { response, body } = await postWrite(write, store(kind, storeId), request, {
        'Idempotency-Key': idempotencyKey,
      });
      if (!response.ok) throw new BookingApiError(response.status, body);
      const reference = (body as { bookingReference?: unknown } | null)?.bookingReference;
      return {
        bookingReference: typeof reference === 'string' && reference ? reference : undefined,
      };
    };

  return {
    async getOccasions(storeId, date) {
      const body = await getJson<Partial<OccasionsAnswer>>(
        fetch,
        withQuery(store('occasions', storeId), { date }),
      );
      return { occasions: body?.occasions ?? [], bookableUntil: body?.bookableUntil ?? null };
    },

    async checkAvailability(request: AvailabilityRequest) {
      const failed = { success: false, message: bookingMessages.availabilityFailed } as const;
      const response = await send(fetch, `${base}/api/booking/availability`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(request),
      }).catch(() => undefined);
      if (response?.status !== 200) return failed;
      const data = await readJson(response);
      // An empty answer is a failure too (spec 1 §8 "Availability non-200 or empty").
      if (!Array.isArray(data)) return failed;
      return { success: true, data: data as StoreAvailability[] };
    },

    async getAreas(storeId, query) {
      const url = withQuery(store('areas', storeId), { ...party(query), dates: query.dates });
      return (await getJson<{ areas?: Area[] }>(fetch, url))?.areas ?? [];
    },

    async getBookingMenus(storeId, query) {
      const url = withQuery(store('bookingmenu', storeId), {
        ...party(query),
        dates: query.dates,
        time: query.time,
      });
      return (await getJson<{ menus?: BookingMenu[] }>(fetch, url))?.menus ?? [];
    },

    async getSlots(storeId, query) {
      const url = withQuery(store('slots', storeId), {
        ...party(query),
        dates: query.dates,
        menuIds: query.menuIds.join(','),
        // The API takes the text 'null' for "no area" (spec 1 §7).
        areaId: query.areaId ?? 'null',
      });
      const body = await getJson<SlotsResponse | null>(fetch, url);
      return body?.dates?.[0]?.times ?? [];
    },

    async getCalendar(storeId, query) {
      const url = withQuery(store('calendar', storeId), { ...party(query), month: query.month });
      const body = await getJson<Partial<CalendarResponse> | null>(fetch, url);
      return body?.days ?? [];
    },

    async getRequirements(storeId, query) {
      const url = withQuery(store('requirements', storeId), {
        ...party(query),
        bookingDate: query.bookingDate,
        menuId: query.menuId,
        time: query.time,
        areaId: query.areaId,
      });
      const body = await getJson<Partial<Requirements> | null>(fetch, url);
      return {
        isPlaceAsEnquiryEnabled: body?.isPlaceAsEnquiryEnabled === true,
        isCardGuaranteeRequired: body?.isCardGuaranteeRequired === true,
      };
    },

    async getUpsells(storeId, query) {
      const url = withQuery(store('upsells', storeId), {
        ...party(query),
        bookingDate: query.bookingDate,
        time: query.time,
        includeUnavailable: false,
      });
      return (await getJson<{ upsells?: Upsell[] }>(fetch, url))?.upsells ?? [];
    },

    createBooking: bookingWrite('create'),
    createEnquiry: bookingWrite('enquiry'),
    createEvent: bookingWrite('events'),

    async getCardClientToken() {
      const token = await getJson<unknown>(fetch, `${base}/api/v1/braintree/token`).catch(
        (error: unknown) => {
          const status = error instanceof BookingApiError ? error.status : 0;
          throw new BookingApiError(status, null, bookingMessages.cardInputFailed, {
            cause: error,
          });
        },
      );
      if (typeof token === 'string' && token) return token;
      throw new BookingApiError(200, token, bookingMessages.cardInputFailed);
    },

    async holdTable(storeId, request) {
      const { response, body } = await postWrite(write, store('hold', storeId), request);
      if (!response.ok) throw new BookingApiError(response.status, body);
      const until = (body as { heldUntil?: unknown } | null)?.heldUntil;
      return typeof until === 'string' ? until : null;
    },
    async releaseTable() {
      const { response, body } = await postWrite(
        write,
        `${base}/api/booking/hold`,
        {},
        {},
        'DELETE',
      );
      if (!response.ok) throw new BookingApiError(response.status, body);
    },
    async submitCard(payload) {
      const { response, body } = await postWrite(
        write,
        `${base}/api/v1/braintree/submit`,
        payload,
      ).catch((error: unknown) => {
        if (error instanceof BookingApiError && error.status === 429) throw error;
        throw new BookingApiError(0, null, bookingMessages.cardSubmitFailed, { cause: error });
      });
      // Success is a 200 whose body is the customer id (spec 1 §7).
      if (response.status === 200 && typeof body === 'string' && body) return body;
      if (response.status === 429) throw new BookingApiError(429, body);
      throw new BookingApiError(response.status, body, bookingMessages.cardSubmitFailed);
    },
  };
}
