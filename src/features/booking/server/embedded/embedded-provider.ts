import type {
  Area,
  BookingMenu,
  Occasion,
  StoreAvailability,
  Upsell,
} from '../../booking-api.types';
import type { Restaurant } from '@/lib/content';
import { BookingError } from '../booking-error';
import type { BookingProvider } from '../booking-provider';
import type { RulesOccasion } from '../engine/booking-rules.schema';
import { availableSlotsAround, isEnquiryParty } from '../engine/available-slots';
import { chosenMenus, timesOnDay } from '../engine/day-times';
import { addCalendarDays } from '@/lib/clock';
import { londonClock, minutesOf, toLondonWallClock } from '../engine/london-time';
import {
  areasFor,
  coversAllowed,
  menusFor,
  occasionFor,
  occasionsOn,
  servesAt,
} from '../engine/occasions';
import { openingWindow } from '../engine/opening-window';
import { bookableRestaurant, takesOnlineBookings } from './bookable-restaurant';
import { bookingRulesFor, bookingRulesOf } from './booking-rules-repository';
import { placeBooking, type PlaceBookingDeps } from './place-booking';
import { storedAnswer } from './stored-answer';
import { calendarMonths, type CalendarCache } from './calendar-cache';
import { calendarOfMonth } from './calendar-of-month';
import { seatedBookingsOfDay } from './seated-bookings-cache';

const image = (url: string | null) => (url ? { file: { url } } : null);

function toOccasion(occasion: RulesOccasion): Occasion {
  return {
    id: occasion.id,
    name: occasion.name,
    type: occasion.type,
    minimumCovers: occasion.minCovers,
    maximumCovers: occasion.maxCovers,
    menuLinkGroup: {
      type: occasion.menus.type,
      menuLinks: occasion.menus.ids.map((id) => ({ id })),
    },
    areaLinkGroup: {
      type: occasion.areas.type,
      areaLinks: occasion.areas.ids.map((id) => ({ id })),
    },
  };
}

/**
 * The embedded reservation engine (ARCHITECTURE §4): restaurants and opening hours from the
 * content, booking rules and bookings in the database. See ../README.md for how availability is
 * computed and how a slot is protected from overbooking.
 */
export function createEmbeddedBookingProvider(
  deps: PlaceBookingDeps,
  /** Where calendar months are kept: this process's (tests give each 'process' its own). */
  calendarCache: CalendarCache = calendarMonths,
): BookingProvider {
  const { db, content, now } = deps;

  /** The restaurant, its rules and the occasion asked for on a date (code 18 when none). */
  async function context(storeId: string, date: string, occasionId?: string) {
    const restaurant = await bookableRestaurant(content, storeId);
    const rules = await bookingRulesOf(db, storeId);
    const occasion = occasionFor(rules, date, occasionId);
    if (!occasion) throw new BookingError(18);
    return { restaurant, rules, occasion };
  }

  return {
    async occasions(storeId, { date }) {
      await bookableRestaurant(content, storeId);
      return occasionsOn(await bookingRulesOf(db, storeId), date).map(toOccasion);
    },

    // The last day `availableSlots` opens: today (London) plus the restaurant's horizon.
    async bookableUntil(storeId) {
      const rules = await bookingRulesOf(db, storeId);
      return addCalendarDays(londonClock(now()).date, rules.horizonDays ?? deps.horizonDays);
    },

    async areas(storeId, query): Promise<Area[]> {
      const { rules, occasion } = await context(storeId, query.dates[0]!, query.occasionId);
      return areasFor(rules, occasion).map(({ id, name }) => ({ id, name }));
    },

    async menus(storeId, query): Promise<BookingMenu[]> {
      const { rules, occasion } = await context(storeId, query.dates[0]!, query.occasionId);
      if (!coversAllowed(occasion, query.adults + query.children)) return [];
      // For a time asked for, only the menus served then (no set menu "until 6pm" at 19:30).
      const served = menusFor(rules, occasion).filter(
        (menu) => query.time === undefined || servesAt(menu, query.time),
      );
      return served.map((menu) => ({
        id: menu.id,
        name: menu.name,
        description: menu.description,
        image: image(menu.imageUrl),
      }));
    },

    async slots(storeId, query) {
      const { restaurant, rules, occasion } = await context(
        storeId,
        query.dates[0]!,
        query.occasionId,
      );
      const choice = chosenMenus(rules, occasion, query);
      if ('refusal' in choice) throw new BookingError(choice.refusal);
      const dates = await Promise.all(
        query.dates.map(async (date) => ({
          date,
          times: timesOnDay({
            rules,
            occasion,
            menus: choice.menus,
            window: openingWindow(date, restaurant.hours, restaurant.alternativeHours),
            date,
            covers: query.adults + query.children,
            existing: (await seatedBookingsOfDay(db, [storeId], date)).get(storeId)!,
            now: now(),
            horizonDays: rules.horizonDays ?? deps.horizonDays,
            areaId: query.areaId,
          }),
        })),
      );
      return { dates };
    },

    calendar: (storeId, query) => calendarOfMonth(deps, calendarCache, storeId, query),

    async requirements(storeId, query) {
      const { rules } = await context(storeId, query.bookingDate, query.occasionId);
      const covers = query.adults + query.children;
      const enquiry = isEnquiryParty(rules, covers);
      return {
        isPlaceAsEnquiryEnabled: enquiry,
        isCardGuaranteeRequired: !enquiry && covers >= rules.cardGuaranteeFromCovers,
      };
    },

    async upsells(storeId, query): Promise<Upsell[]> {
      const { rules } = await context(storeId, query.bookingDate, query.occasionId);
      return rules.upsells.map((upsell) => ({
        id: upsell.id,
        name: upsell.name,
        description: upsell.description,
        image: image(upsell.imageUrl),
        minimumQuantity: upsell.minimumQuantity,
        maximumQuantity: upsell.maximumQuantity,
      }));
    },

    async availability(request): Promise<StoreAvailability[]> {
      const { date, time } = toLondonWallClock(request.date);
      const covers = request.adultCovers + request.childrenCovers;
      // One read of each kind for all the stores: the restaurant list, their rules and the day's
      // bookings, each from this process's cache when it is fresh.
      const restaurants = restaurantsByStore(await content.getRestaurants());
      const storeIds = request.stores
        .map((store) => store.storeId)
        .filter((id) => restaurants.has(id));
      const [rulesByStore, bookingsByStore] = await Promise.all([
        bookingRulesFor(db, storeIds),
        seatedBookingsOfDay(db, storeIds, date),
      ]);
      return request.stores.flatMap(({ storeId, miles }, index): StoreAvailability[] => {
        const restaurant = restaurants.get(storeId);
        if (!restaurant) return [];
        const rules = rulesByStore.get(storeId)!;
        // The occasion asked for (a Christmas party in season), else the ordinary table; a store
        // without that occasion on that date offers no time.
        const occasion = occasionFor(rules, date, request.occasionId);
        const around =
          takesOnlineBookings(restaurant) && occasion && coversAllowed(occasion, covers)
            ? availableSlotsAround(
                {
                  rules,
                  window: openingWindow(date, restaurant.hours, restaurant.alternativeHours),
                  date,
                  covers,
                  existing: bookingsByStore.get(storeId)!,
                  now: now(),
                  horizonDays: rules.horizonDays ?? deps.horizonDays,
                },
                minutesOf(time),
              )
            : { slots: [], exactMatch: false };
        return [
          {
            storeId,
            storeName: restaurant.title,
            occasionId: occasion?.id ?? '',
            timeSlots: around.slots.map((slot) => ({ time: slot.time })),
            exactMatch: around.exactMatch,
            isFirstChoice: index === 0,
            miles: miles ?? null,
            isPlaceAsEnquiryEnabled: isEnquiryParty(rules, covers),
            minimumCovers: occasion?.minCovers ?? 1,
            allowMultipleUpsells: rules.allowMultipleUpsells,
          },
        ];
      });
    },

    create: (storeId, request, bookingContext) =>
      placeBooking(deps, 'booking', storeId, request, bookingContext),
    enquiry: (storeId, request, bookingContext) =>
      placeBooking(deps, 'enquiry', storeId, request, bookingContext),
    event: (storeId, request, bookingContext) =>
      placeBooking(deps, 'event', storeId, request, bookingContext),
    answerRetry: (kind, storeId, request, bookingContext) =>
      storedAnswer(deps.db, kind === 'create' ? 'booking' : kind, storeId, request, bookingContext),
  };
}

/**
 * The restaurants by store id, made once for each list the content source gives (it keeps its
 * list for minutes, and the location finder asks for availability on every search).
 */
function restaurantsByStore(list: Restaurant[]): Map<string, Restaurant> {
  let byStore = byStoreOfList.get(list);
  if (!byStore) {
    byStore = new Map(list.map((restaurant) => [restaurant.storeId, restaurant]));
    byStoreOfList.set(list, byStore);
  }
  return byStore;
}

const byStoreOfList = new WeakMap<Restaurant[], Map<string, Restaurant>>();
