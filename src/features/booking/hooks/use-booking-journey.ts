import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import type { JourneyRestaurant } from '@/features/locations';
import { currentTime } from '@/lib/clock';
import type { BookingMenu, StoreAvailability } from '../booking-api.types';
import { bookingEvents, pushBookingEvent } from '../client/analytics';
import type { BookingApi } from '../client/booking-api';
import type { BookingCustomer, BookingCustomerInput } from '../customer.schema';
import { bookingStateAtom, bookingSteps, type BookingState } from '../state/booking-atoms';
import * as transitions from '../state/booking-transitions';
import type { PartyChoice } from '../state/booking-transitions';
import { searchTime } from '../utils/booking-times';
import { restaurantBookingState } from '../utils/restaurant-booking-state';
import { placeBooking, submitCard, submitDetails } from './journey-booking';
import { holdChosenTable, letGoOfTable } from './journey-hold';
import { apply, current, type JourneyContext } from './journey-context';
import {
  checkAvailability,
  loadMenus,
  loadOccasions,
  loadRequirements,
  loadUpsells,
  pushMenuSelected,
  pushSlotSelected,
} from './journey-loads';

/** What the journey needs from its container. */
export interface UseBookingJourneyOptions {
  /** The booking calls; `createBookingApiClient` in the browser, a plain object in tests. */
  api: BookingApi;
  /** Every restaurant of the brand; a brand with one has it chosen for the diner. */
  restaurants: JourneyRestaurant[];
  /** Today's London calendar date, YYYY-MM-DD (the same-day rule of spec 1 §8). */
  today: string;
}

/** What the steps can ask of the journey. The async ones settle once their answers are applied. */
export interface BookingJourneyActions {
  selectRestaurant(restaurant: JourneyRestaurant, miles?: number | null): void;
  editRestaurant(): void;
  setParty(party: PartyChoice): void;
  editParty(): void;
  checkAvailability(): Promise<void>;
  selectSlot(store: StoreAvailability, time: string): Promise<void>;
  editSlot(): void;
  selectMenu(menu: BookingMenu): Promise<void>;
  editMenu(): void;
  setUpsellQuantity(id: string, quantity: number): void;
  confirmUpsells(): Promise<void>;
  /** The diner typed on step 6: kept, so an edit of an earlier step never empties the form. */
  typeDetails(draft: Partial<BookingCustomerInput>): void;
  submitDetails(customer: BookingCustomer): Promise<void>;
  /** Back from the card step to the details (to fix the e-mail the card is given for). */
  editDetails(): void;
  /** Step 7's card; true when it was accepted. */
  submitCard(nonce: string): Promise<boolean>;
  placeBooking(): Promise<void>;
  reset(options?: { clearRestaurant?: boolean }): void;
  startGroupBooking(): void;
}

/** The journey as a container sees it. */
export interface BookingJourney {
  state: BookingState;
  actions: BookingJourneyActions;
  /** The restaurant being booked: the confirmed slot's (perhaps the alternative), else the chosen. */
  bookedRestaurant: JourneyRestaurant | null;
}

/**
 * The 'Book a Table' journey's container hook (spec 1 §2 steps 1-8, §4): the state of the nearest
 * `BookingJourneyProvider`, and the actions that make the calls and apply the transitions.
 */
export function useBookingJourney({
  api,
  restaurants,
  today,
}: UseBookingJourneyOptions): BookingJourney {
  const store = useStore();
  const state = useAtomValue(bookingStateAtom, { store });
  const actions = useMemo(
    () => bookingJourneyActions({ store, api, restaurants, today }),
    [store, api, restaurants, today],
  );

  // A brand with a single restaurant books that one: it is chosen for the diner (and again after
  // a reset that cleared it).
  // Closing the journey lets go of the table it held.
  useEffect(() => () => letGoOfTable({ api }), [api]);

  const only = restaurants.length === 1 ? restaurants[0] : undefined;
  const needsRestaurant = state.restaurant === null && state.step === bookingSteps.restaurant;
  useEffect(() => {
    if (only && needsRestaurant) actions.selectRestaurant(only);
  }, [only, needsRestaurant, actions]);

  // Step 2 offers the restaurant's events in season on the date asked for (today until one is
  // chosen): they are read again whenever the restaurant or the date changes.
  const occasionsFor =
    state.restaurant && state.step >= bookingSteps.party
      ? `${state.restaurant.storeId}|${state.selectedBookingDate ?? today}`
      : null;
  const occasionsMissing = state.occasions === null;
  const occasionsAsked = useRef<string | null>(null);
  useEffect(() => {
    if (!occasionsFor) return;
    // Asked once per restaurant and date, and again when a new choice of restaurant forgot them.
    if (occasionsAsked.current === occasionsFor && !occasionsMissing) return;
    occasionsAsked.current = occasionsFor;
    void loadOccasions({ store, api, restaurants, today });
  }, [occasionsFor, occasionsMissing, store, api, restaurants, today]);

  const slotStoreId = state.selectedSlot?.storeId;
  const bookedRestaurant =
    restaurants.find((restaurant) => restaurant.storeId === slotStoreId) ?? state.restaurant;
  return { state, actions, bookedRestaurant };
}

/** The journey's actions over one store, API and restaurant list. */
export function bookingJourneyActions(context: JourneyContext): BookingJourneyActions {
  return {
    selectRestaurant(restaurant, miles) {
      const before = current(context);
      const next = apply(context, transitions.selectRestaurant, { restaurant, miles });
      pushBookingEvent(bookingEvents.restaurantSelected, {
        storeId: restaurant.storeId,
        bookingState: restaurantBookingState(restaurant),
      });
      // A group chose its party first (spec 2 §4): its times follow from the restaurant at once.
      const groupParty = before.showGroupBooking && next.step === bookingSteps.party;
      if (groupParty && next.selectedBookingDate) void checkAvailability(context);
    },
    editRestaurant() {
      letGoOfTable(context);
      apply(context, transitions.editRestaurant);
    },
    setParty(party) {
      // A same-day search never asks for a time already past (spec 1 §9).
      const time = searchTime(party, context.today, currentTime());
      const next = apply(context, transitions.setParty, { ...party, time });
      pushBookingEvent(bookingEvents.partySelected, {
        storeId: next.restaurant?.storeId,
        adults: next.adultCovers,
        children: next.childCovers,
        date: next.selectedBookingDate,
        time: next.selectedBookingTime,
      });
    },
    editParty() {
      letGoOfTable(context);
      apply(context, transitions.editParty);
    },
    checkAvailability: () => checkAvailability(context),
    async selectSlot(store, time) {
      const { storeId, storeName, occasionId } = store;
      const next = apply(context, transitions.confirmSlot, {
        storeId,
        storeName,
        time,
        occasionId,
      });
      pushSlotSelected(next);
      holdChosenTable(context, next);
      await loadMenus(context, next);
    },
    editSlot() {
      letGoOfTable(context);
      apply(context, transitions.editSlot);
    },
    async selectMenu(menu) {
      const next = apply(context, transitions.selectMenu, menu);
      pushMenuSelected(next);
      await loadUpsells(context, next);
    },
    editMenu: () => void apply(context, transitions.editMenu),
    setUpsellQuantity: (id, quantity) =>
      void apply(context, transitions.setUpsellQuantity, { id, quantity }),
    async confirmUpsells() {
      const next = apply(context, transitions.confirmUpsells);
      pushBookingEvent(bookingEvents.upsellsConfirmed, {
        storeId: next.selectedSlot?.storeId,
        extras: next.selectedUpsells.length,
      });
      await loadRequirements(context, next);
    },
    typeDetails: (draft) => void apply(context, transitions.detailsTyped, { draft }),
    submitDetails: (customer) => submitDetails(context, customer),
    editDetails: () => void apply(context, transitions.editDetails),
    submitCard: (nonce) => submitCard(context, nonce),
    placeBooking: () => placeBooking(context),
    reset(options) {
      letGoOfTable(context);
      apply(context, transitions.reset, options);
    },
    startGroupBooking() {
      apply(context, transitions.startGroupBooking);
      pushBookingEvent(bookingEvents.groupBookingOpened);
    },
  };
}
