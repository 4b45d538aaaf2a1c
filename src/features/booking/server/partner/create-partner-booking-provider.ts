import { randomUUID } from 'node:crypto';
import { currentTime, londonDate } from '@/lib/clock';
import { getLogger } from '@/lib/log';
import type { BookingRequest } from '../../booking-api.schema';
import type { BookingResponse } from '../../booking-api.types';
import type { BookingContext } from '../booking-provider';
import { BookingError } from '../booking-error';
import type {
  PartnerBookingProvider,
  PartnerBookingProviderOptions,
  PartnerReadContext,
} from './partner-booking-provider';
import { createPartnerClient } from './partner-client';
import { datesToAsk, partnerCalendar } from './partner-calendar';
import { londonDateTime, partnerRestrictionsDate } from './partner-dates';
import {
  partnerAreasSchema,
  partnerAvailabilitySchema,
  partnerBookingSchema,
  partnerCardSchema,
  partnerCardTokenSchema,
  partnerMenusSchema,
  partnerOccasionsSchema,
  partnerRequirementsSchema,
  partnerSlotsSchema,
  partnerUpsellsSchema,
} from './partner-response.schema';

/**
 * An HTTP client of an external reservation system (ARCHITECTURE §4) implementing BookingProvider;
 * README.md beside this file gives the partner API it speaks.
 */
export function createPartnerBookingProvider(
  options: PartnerBookingProviderOptions,
): PartnerBookingProvider {
  const client = createPartnerClient({
    ...options,
    logger: options.logger ?? getLogger().child({ provider: 'partner' }),
  });
  const defaultSessionId = options.sessionId ?? randomUUID();
  const restaurant = (storeId: string, resource: string) => {
    // encodeURIComponent keeps "." and "..", which a URL resolves as path steps.
    if (storeId === '.' || storeId === '..') throw new BookingError(3);
    return `restaurants/${encodeURIComponent(storeId)}/${resource}`;
  };
  const session = (context?: PartnerReadContext) => context?.sessionId ?? defaultSessionId;
  const guests = (query: { occasionId?: string; adults: number; children: number }) => ({
    occasionId: query.occasionId,
    adults: query.adults,
    children: query.children,
  });

  function write(operation: string, resource: string) {
    return async (storeId: string, request: BookingRequest, context: BookingContext) => {
      const { dateTime, time } = londonDateTime(request.diningDateTime);
      const answer = await client.call({
        operation,
        method: 'POST',
        path: restaurant(storeId, resource),
        body: { ...request, restaurantId: storeId, diningDateTime: dateTime, bookingTime: time },
        sessionId: context.sessionId,
        idempotencyKey: context.idempotencyKey,
        schema: partnerBookingSchema,
      });
      return answer satisfies BookingResponse;
    };
  }

  const provider: PartnerBookingProvider = {
    async occasions(storeId, { date }, context) {
      const answer = await client.call({
        operation: 'getRestrictions',
        method: 'GET',
        path: restaurant(storeId, 'restrictions'),
        query: { date: partnerRestrictionsDate(date) },
        sessionId: session(context),
        schema: partnerOccasionsSchema,
      });
      return answer.occasions;
    },

    async availability(request, context) {
      const answer = await client.call({
        operation: 'getAvailability',
        method: 'POST',
        path: 'availability',
        body: { ...request, date: londonDateTime(request.date).dateTime },
        sessionId: session(context),
        schema: partnerAvailabilitySchema,
      });
      return answer.stores;
    },

    async areas(storeId, query, context) {
      const answer = await client.call({
        operation: 'getZonalRestaurantAreas',
        method: 'GET',
        path: restaurant(storeId, 'areas'),
        query: { ...guests(query), dates: query.dates.join(',') },
        sessionId: session(context),
        schema: partnerAreasSchema,
      });
      return answer.areas;
    },

    async menus(storeId, query, context) {
      const answer = await client.call({
        operation: 'getZonalRestaurantMenu',
        method: 'GET',
        path: restaurant(storeId, 'menus'),
        query: { ...guests(query), dates: query.dates.join(','), time: query.time },
        sessionId: session(context),
        schema: partnerMenusSchema,
      });
      return answer.menus;
    },

    async slots(storeId, query, context) {
      return client.call({
        operation: 'getRestaurantTimeSlots',
        method: 'GET',
        path: restaurant(storeId, 'timeslots'),
        query: {
          ...guests(query),
          dates: query.dates.join(','),
          menuIds: query.menuIds.length > 0 ? query.menuIds.join(',') : undefined,
          areaId: query.areaId,
        },
        sessionId: session(context),
        schema: partnerSlotsSchema,
      });
    },

    async calendar(storeId, query, context) {
      const today = londonDate(currentTime());
      const dates = datesToAsk(query.month, today);
      const answer =
        dates.length > 0
          ? await provider.slots(storeId, { ...query, dates }, context)
          : { dates: [] };
      return partnerCalendar(query.month, today, answer);
    },

    async requirements(storeId, query, context) {
      return client.call({
        operation: 'getRestaurantRequirements',
        method: 'GET',
        path: restaurant(storeId, 'requirements'),
        query: {
          ...guests(query),
          bookingDate: query.bookingDate,
          time: query.time,
          menuId: query.menuId,
          areaId: query.areaId,
        },
        sessionId: session(context),
        schema: partnerRequirementsSchema,
      });
    },

    async upsells(storeId, query, context) {
      const answer = await client.call({
        operation: 'getUpsells',
        method: 'GET',
        path: restaurant(storeId, 'upsells'),
        query: {
          ...guests(query),
          bookingDate: query.bookingDate,
          time: query.time,
          includeUnavailable: query.includeUnavailable,
        },
        sessionId: session(context),
        schema: partnerUpsellsSchema,
      });
      return answer.upsells;
    },

    create: write('createBooking', 'bookings'),
    enquiry: write('createEnquiry', 'enquiries'),
    event: write('createEvent', 'events'),

    async creditCardToken(context) {
      const answer = await client.call({
        operation: 'creditCardToken',
        method: 'GET',
        path: 'cards/client-token',
        sessionId: session(context),
        schema: partnerCardTokenSchema,
      });
      return answer.clientToken;
    },

    async creditCardSubmit(card, context) {
      return client.call({
        operation: 'creditCardSubmit',
        method: 'POST',
        path: 'cards',
        body: card,
        sessionId: context.sessionId,
        idempotencyKey: context.idempotencyKey,
        schema: partnerCardSchema,
      });
    },
  };
  return provider;
}
