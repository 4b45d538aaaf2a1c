import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { bookingErrorMessage, bookingMessages } from '../booking-errors';
import { pushBookingEvent, bookingEvents } from '../client/analytics';
import type { BookingApi } from '../client/booking-api';
import { dinerMessage } from '../client/booking-api-error';
import type { BookingCustomer, BookingCustomerInput } from '../customer.schema';
import { holdTable, letGoOfTable } from '../hooks/journey-hold';
import { alternativeCardActions } from './card-actions';
import {
  completedBooking,
  placeAlternativeBooking,
  type AlternativeBookingResult,
} from './place-alternative-booking';
import { alternativeBookingAtom } from './state/alternative-atoms';
import { chosenDateTime, selectedMenu } from './state/alternative-selectors';
import type { AlternativeBookingState as State } from './state/alternative-state';
import * as transition from './state/alternative-transitions';

export interface AlternativeFlowOptions {
  api: BookingApi;
  storeId: string;
  /** Today's London date, YYYY-MM-DD: the occasions are those offered today. */
  today: string;
  onComplete: (result: AlternativeBookingResult) => void;
}

// No occasion for the date is code 17 BOOKING_NO_RESTRICTIONS of the catalogue (spec 1 §8).
const noOccasionsMessage = bookingErrorMessage({ code: 17 });

const party = (state: State) => ({
  occasionId: state.selectedOccasionId ?? undefined,
  adults: state.adultCovers,
  children: state.childCovers,
});

/**
 * The alternative flow's container (spec 1 §2, §4): loads the occasions, then the menus, areas and
 * slots of step 2, the requirements before step 3, and places the booking, enquiry or event.
 * Must run inside an `AlternativeBookingProvider`. A newer step-2 load makes an older one's answer
 * stale, so a slow reply for the previous menu never overwrites the times of the current one.
 */
export function useAlternativeFlow({ api, storeId, today, onComplete }: AlternativeFlowOptions) {
  const store = useStore();
  // The occasions load once per restaurant: a parent that makes a new api object on each render
  // must not reload them, which would reset the diner's occasion and party.
  const apiRef = useRef(api);
  useEffect(() => {
    apiRef.current = api;
  }, [api]);
  const state = useAtomValue(alternativeBookingAtom);
  const step2Run = useRef(0);

  const read = useCallback(() => store.get(alternativeBookingAtom), [store]);
  const apply = useCallback(
    (change: (current: State) => State) => store.set(alternativeBookingAtom, change(read())),
    [store, read],
  );
  // Closing the flow lets go of the table it held.
  useEffect(() => () => letGoOfTable({ api: apiRef.current }), []);

  const unavailable = useCallback(
    () => pushBookingEvent(bookingEvents.unavailable, { storeId, flow: 'alternative' }),
    [storeId],
  );

  useEffect(() => {
    let live = true;
    apiRef.current.getOccasions(storeId, today).then(
      (answer) => {
        if (live) apply((s) => transition.restrictionsLoaded(s, answer, noOccasionsMessage));
      },
      (error: unknown) => {
        if (live) apply((s) => transition.restrictionsFailed(s, dinerMessage(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [storeId, today, read, apply]);

  const loadSlots = useCallback(
    async (run = ++step2Run.current) => {
      const s = read();
      if (!s.selectedBookingDate) return;
      apply(transition.step2LoadStarted);
      try {
        const slots = await api.getSlots(storeId, {
          ...party(s),
          dates: s.selectedBookingDate,
          menuIds: s.selectedMenuId ? [s.selectedMenuId] : [],
          areaId: s.selectedAreaId ?? 'null',
        });
        if (run !== step2Run.current) return;
        apply((c) => transition.slotsLoaded(c, slots, bookingMessages.noAvailability));
        if (slots.length === 0) unavailable();
      } catch (error) {
        if (run !== step2Run.current) return;
        apply((c) => transition.slotsFailed(c, dinerMessage(error)));
        unavailable();
      }
    },
    [api, storeId, read, apply, unavailable],
  );

  // Step 2's menus and areas, then its times: only once the diner has chosen a date.
  const loadStep2 = useCallback(async () => {
    const run = ++step2Run.current;
    const s = read();
    if (!s.selectedBookingDate) return;
    apply(transition.step2LoadStarted);
    const query = { ...party(s), dates: s.selectedBookingDate };
    try {
      const [menus, areas] = await Promise.all([
        api.getBookingMenus(storeId, query),
        api.getAreas(storeId, query),
      ]);
      if (run !== step2Run.current) return;
      apply((c) => transition.menusAndAreasLoaded(c, { menus, areas }, bookingMessages.noMenus));
      if (!selectedMenu(read())) return unavailable();
      await loadSlots(run);
    } catch (error) {
      if (run !== step2Run.current) return;
      apply((c) => transition.slotsFailed(c, dinerMessage(error)));
      unavailable();
    }
  }, [api, storeId, read, apply, loadSlots, unavailable]);

  const checkRequirements = useCallback(async () => {
    const s = read();
    const chosen = chosenDateTime(s);
    if (!chosen) return;
    const run = ++step2Run.current;
    apply(transition.requirementsStarted);
    try {
      const requirements = await api.getRequirements(storeId, {
        ...party(s),
        bookingDate: chosen.date,
        time: chosen.time,
        menuId: s.selectedMenuId ?? undefined,
        areaId: s.selectedAreaId ?? undefined,
      });
      if (run !== step2Run.current) return;
      apply((c) => transition.goToStep(transition.requirementsLoaded(c, requirements), 3));
      // The time is chosen: its table is held while the diner gives their details.
      holdTable(api, storeId, {
        diningDateTime: `${chosen.date}T${chosen.time}`,
        adultCovers: s.adultCovers,
        childCovers: s.childCovers,
        occasionId: s.selectedOccasionId ?? undefined,
        areaId: s.selectedAreaId ?? undefined,
      });
    } catch (error) {
      if (run !== step2Run.current) return;
      apply((c) => transition.requirementsFailed(c, dinerMessage(error)));
    }
  }, [api, storeId, read, apply]);

  const submit = useCallback(
    async (customer: BookingCustomer) => {
      apply((s) => transition.bookingStarted(s, customer));
      const s = read();
      const result = await placeAlternativeBooking(api, storeId, s, customer);
      const bookingType = result.kind === 'booking' ? '' : result.kind;
      const details = { storeId, kind: result.kind, flow: 'alternative' };
      if (!result.placed) {
        apply((c) => transition.bookingFailed(c, result.message, bookingType));
        pushBookingEvent(bookingEvents.failed, details);
        return;
      }
      apply((c) => transition.bookingPlaced(c, result.reference, bookingType));
      pushBookingEvent(bookingEvents.complete, details);
      onComplete(completedBooking(s, customer, result.kind, result.reference));
    },
    [api, storeId, read, apply, onComplete],
  );

  const actions = useMemo(
    () => ({
      selectOccasion(occasionId: string) {
        apply((s) => transition.selectOccasion(s, occasionId));
        pushBookingEvent(bookingEvents.occasionSelected, { storeId, occasionId });
      },
      setAdults: (adults: number) => apply((s) => transition.setAdults(s, adults)),
      setChildren: (children: number) => apply((s) => transition.setChildren(s, children)),
      selectDate(date: string | null) {
        apply((s) => transition.selectDate(s, date));
        // No date (one typed that cannot be booked): what is still loading for the old one is stale.
        if (date) void loadStep2();
        else step2Run.current++;
      },
      selectMenu(menuId: string) {
        apply((s) => transition.selectMenu(s, menuId));
        void loadSlots();
      },
      selectArea(areaId: string) {
        apply((s) => transition.selectArea(s, areaId));
        void loadSlots();
      },
      selectSlot: (time: string) => apply((s) => transition.selectSlot(s, time)),
      next() {
        const { step } = read();
        if (step === 1) {
          apply((s) => transition.goToStep(s, 2));
          void loadStep2();
        } else if (step === 2) void checkRequirements();
      },
      back() {
        const { step } = read();
        // Going back makes the pending loads of step 2 stale.
        step2Run.current++;
        if (step === 3) letGoOfTable({ api });
        if (step === 2 || step === 3) apply((s) => transition.goToStep(s, step === 3 ? 2 : 1));
      },
      typeDetails: (draft: Partial<BookingCustomerInput>) =>
        apply((s) => transition.detailsTyped(s, draft)),
      ...alternativeCardActions({
        api,
        storeId,
        read,
        apply,
        place: (customer) => void submit(customer),
      }),
    }),
    [api, apply, read, storeId, loadStep2, loadSlots, checkRequirements, submit],
  );

  return { state, ...actions };
}
