import { bookingMessages } from '../booking-errors';
import { initialBookingState, type BookingState } from './booking-atoms';
import {
  alternativeStore,
  city,
  customer,
  menu,
  restaurant,
  soho,
  store,
  upsell,
} from './testing/booking-fixtures';
import {
  availabilityFailed,
  availabilityLoaded,
  availabilityRequested,
  bookingFailed,
  bookingPlaced,
  bookingRequested,
  cardAccepted,
  cardFailed,
  cardRequested,
  confirmSlot,
  confirmUpsells,
  detailsSubmitted,
  detailsTyped,
  editDetails,
  editDate,
  editMenu,
  editParty,
  editRestaurant,
  editSlot,
  menusFailed,
  menusLoaded,
  occasionLoaded,
  requirementsFailed,
  requirementsLoaded,
  requirementsRequested,
  reset,
  selectMenu,
  selectRestaurant,
  setParty,
  setUpsellQuantity,
  startGroupBooking,
  groupPartyChosen,
  upsellsLoaded,
} from './booking-transitions';

const today = '2026-06-12';
const date = '2026-06-20';
const sohoSlot = { storeId: 'soho', storeName: 'Tavola Soho', time: '19:30', occasionId: 'table' };

/** A journey that has been through every step and placed its booking. */
const finished: BookingState = {
  ...initialBookingState,
  step: 8,
  revision: 10,
  restaurant: soho,
  restaurantMiles: 0.4,
  adultCovers: 4,
  childCovers: 1,
  selectedBookingDate: date,
  selectedBookingTime: '19:30',
  availability: [store(), alternativeStore],
  selectedSlot: sohoSlot,
  allowMultipleUpsells: true,
  isEvent: true,
  restaurantMenus: [menu('a'), menu('b')],
  selectedMenu: menu('a'),
  upsells: [upsell('prosecco')],
  selectedUpsells: [{ id: 'prosecco', quantity: 2 }],
  requirementsLoaded: true,
  isEnquiry: false,
  creditCardRequired: true,
  bookingType: 'event',
  customer,
  braintreeCustomerId: 'cust-1',
  cardAccepted: true,
  confirmationNumber: 'TAV-123',
  showBookingThanks: true,
  idempotencyKey: 'key-1',
};

/** A party of four on the date, ready for 'Check availability'. */
const atParty: BookingState = {
  ...initialBookingState,
  step: 2,
  restaurant: soho,
  adultCovers: 4,
  selectedBookingDate: date,
};

function expectNothingAfterAvailability(state: BookingState) {
  expect(state.availability).toBeNull();
  expect(state.availabilityMessage).toBeNull();
  expect(state.selectedSlot).toBeNull();
  expectNothingAfterSlot(state);
}

function expectNothingAfterSlot(state: BookingState) {
  expect(state.restaurantMenus).toBeNull();
  expect(state.selectedMenu).toBeNull();
  expect(state.isEvent).toBe(false);
  expectNothingAfterMenu(state);
}

function expectNothingAfterMenu(state: BookingState) {
  expect(state.upsells).toBeNull();
  expect(state.selectedUpsells).toEqual([]);
  expect(state.requirementsLoaded).toBe(false);
  expect(state.isEnquiry).toBe(false);
  expect(state.creditCardRequired).toBe(false);
  expect(state.confirmationNumber).toBeNull();
  expect(state.showBookingThanks).toBe(false);
  expect(state.cardAccepted).toBe(false);
  expect(state.idempotencyKey).toBeNull();
}

describe('booking transitions (spec 1 §4)', () => {
  describe('defaults (spec 1 §9)', () => {
    it('starts on step 1 with 2 adults, 0 children, 19:30 and no restaurant', () => {
      expect(initialBookingState).toMatchObject({
        step: 1,
        restaurant: null,
        adultCovers: 2,
        childCovers: 0,
        selectedBookingTime: '19:30',
        selectedBookingDate: null,
        bookingType: '',
      });
    });
  });

  describe('selectRestaurant', () => {
    it('moves a bookable restaurant to step 2 with its miles and forgets an earlier search', () => {
      const next = selectRestaurant(finished, { restaurant: city, miles: 1.9 });
      expect(next).toMatchObject({ step: 2, restaurant: city, restaurantMiles: 1.9 });
      expect(next.adultCovers).toBe(4);
      expect(next.revision).toBe(finished.revision + 1);
      expectNothingAfterAvailability(next);
    });

    it('keeps a holiday-park, disabled or external restaurant on step 1 for its panel', () => {
      for (const special of [
        restaurant({ title: 'Tavola Center Parcs' }),
        restaurant({ enableBookings: false }),
        restaurant({ bookingProviderUrl: 'https://book.example.com' }),
      ]) {
        const next = selectRestaurant(initialBookingState, { restaurant: special });
        expect(next).toMatchObject({ step: 1, restaurant: special, restaurantMiles: null });
      }
    });
  });

  describe('edit resets (spec 1 §4 "Edit resets")', () => {
    it('editRestaurant: back to step 1, clearing the restaurant, date, availability, menu and all after', () => {
      const next = editRestaurant(finished);
      expect(next).toMatchObject({ step: 1, restaurant: null, selectedBookingDate: null });
      expect(next.revision).toBe(finished.revision + 1);
      expectNothingAfterAvailability(next);
      // The party is the diner's: it stays.
      expect(next).toMatchObject({ adultCovers: 4, childCovers: 1 });
    });

    it('editParty: back to step 2, clearing availability, menu, extras and all after', () => {
      const next = editParty(finished);
      expect(next).toMatchObject({ step: 2, restaurant: soho, selectedBookingDate: date });
      expect(next.revision).toBe(finished.revision + 1);
      expectNothingAfterAvailability(next);
    });

    it('editDate: clears availability, menu and extras like editing the party', () => {
      const next = editDate(finished);
      expect(next.step).toBe(2);
      expectNothingAfterAvailability(next);
    });

    it('editSlot: back to step 3 keeping availability, clearing menus and all after', () => {
      const next = editSlot(finished);
      expect(next).toMatchObject({ step: 3, selectedSlot: null });
      expect(next.availability).toEqual(finished.availability);
      expectNothingAfterSlot(next);
    });

    it('editMenu: back to step 4 keeping the menus, clearing the upsells and all after', () => {
      const next = editMenu(finished);
      expect(next).toMatchObject({ step: 4, selectedMenu: null, selectedSlot: sohoSlot });
      expect(next.restaurantMenus).toEqual(finished.restaurantMenus);
      expectNothingAfterMenu(next);
    });

    it('keeps the diner’s details through an edit, so the form is filled again', () => {
      expect(editMenu(finished).customer).toEqual(customer);
    });

    // Issue: editing step 4 emptied the name, e-mail and phone the diner had typed on step 6.
    it('keeps what the diner typed on step 6, given or not, through every edit', () => {
      const draft = { firstName: 'Ada', email: 'ada@exam', phoneNumber: '07700 900123' };
      const typed = detailsTyped({ ...finished, customer: null }, { draft });
      expect(typed.detailsDraft).toEqual(draft);
      // Typing is not a new question: no answer in flight goes stale.
      expect(typed.revision).toBe(finished.revision);
      for (const edited of [
        editRestaurant(typed),
        editParty(typed),
        editSlot(typed),
        editMenu(typed),
      ]) {
        expect(edited.detailsDraft).toEqual(draft);
      }
      expect(reset(typed).detailsDraft).toBeNull();
    });

    it('stops the spinner of a step an edit cleared, so its late answer waits for nothing', () => {
      const loading = availabilityRequested(atParty);
      expect(loading.busy.availability).toBe(true);
      expect(editParty(loading).busy.availability).toBe(false);
    });
  });

  describe('setParty', () => {
    it('stores the party, date and time on step 2, within 1-100 adults and 0-50 children', () => {
      const next = setParty(finished, {
        adults: 120,
        children: 60,
        date: '2026-07-01',
        time: '18:00',
      });
      expect(next).toMatchObject({
        step: 2,
        adultCovers: 100,
        childCovers: 50,
        selectedBookingDate: '2026-07-01',
        selectedBookingTime: '18:00',
      });
      expectNothingAfterAvailability(next);
    });
  });

  describe('availabilityLoaded (spec 1 §4 "Availability outcomes")', () => {
    it('drops stores with no slots unless they are the first choice, and lists the rest on step 3', () => {
      const firstChoice = store({ timeSlots: [], exactMatch: false });
      const empty = store({ storeId: 'croydon', isFirstChoice: false, timeSlots: [] });
      const next = availabilityLoaded(availabilityRequested(atParty), {
        stores: [firstChoice, alternativeStore, empty],
        today,
      });
      expect(next.step).toBe(3);
      expect(next.busy.availability).toBe(false);
      expect(next.availability?.map((s) => s.storeId)).toEqual(['soho', 'city']);
      expect(next.availabilityMessage).toBeNull();
      expect(next.selectedSlot).toBeNull();
    });

    it('shows the no-availability message when no slots remain', () => {
      const next = availabilityLoaded(atParty, {
        stores: [store({ timeSlots: [], exactMatch: false })],
        today,
      });
      expect(next).toMatchObject({ step: 3, availability: [] });
      expect(next.availabilityMessage).toBe(
        "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!",
      );
    });

    it('shows the no-availability message for an empty answer', () => {
      const next = availabilityLoaded(atParty, { stores: [], today });
      expect(next.availabilityMessage).toBe(bookingMessages.noAvailability);
    });

    it('shows the same-day 25+ message for a party of 25 or more today (London)', () => {
      const party = { ...atParty, adultCovers: 20, childCovers: 5, selectedBookingDate: today };
      const next = availabilityLoaded(party, { stores: [], today });
      expect(next.availabilityMessage).toBe(
        "Unfortunately we can't take online bookings of 25+ guests on the same day, however if you call us, we'll do our best to fit you in.",
      );
      const tomorrow = availabilityLoaded(
        { ...party, selectedBookingDate: date },
        { stores: [], today },
      );
      expect(tomorrow.availabilityMessage).toBe(bookingMessages.noAvailability);
      const smaller = availabilityLoaded({ ...party, childCovers: 4 }, { stores: [], today });
      expect(smaller.availabilityMessage).toBe(bookingMessages.noAvailability);
    });

    it('auto-selects the chosen time of one exact-match store and goes on to its menus', () => {
      const only = store({ allowMultipleUpsells: true });
      const next = availabilityLoaded(atParty, { stores: [only], today });
      expect(next.selectedSlot).toEqual(sohoSlot);
      expect(next).toMatchObject({ step: 4, allowMultipleUpsells: true });
      expect(next.busy.menus).toBe(true);
    });

    it('auto-selects the first slot of one exact-match store that lacks the chosen time', () => {
      const only = store({ timeSlots: [{ time: '18:45' }, { time: '19:00' }] });
      const next = availabilityLoaded(atParty, { stores: [only], today });
      expect(next.selectedSlot?.time).toBe('18:45');
    });

    it('selects nothing for one store that is not an exact match, or for several stores', () => {
      const inexact = availabilityLoaded(atParty, {
        stores: [store({ exactMatch: false })],
        today,
      });
      expect(inexact).toMatchObject({ step: 3, selectedSlot: null });
      const several = availabilityLoaded(atParty, { stores: [store(), alternativeStore], today });
      expect(several).toMatchObject({ step: 3, selectedSlot: null });
    });

    it('availabilityFailed: shows the answer’s message on step 3', () => {
      const next = availabilityFailed(availabilityRequested(atParty), {
        message: 'Error checking availability',
      });
      expect(next).toMatchObject({
        step: 3,
        availability: [],
        availabilityMessage: 'Error checking availability',
      });
      expect(next.busy.availability).toBe(false);
    });
  });

  describe('confirmSlot', () => {
    it('stores the restaurant and time, takes its upsell rule, and awaits menus on step 4', () => {
      const listed = { ...atParty, step: 3 as const, availability: [store(), alternativeStore] };
      const next = confirmSlot(listed, {
        storeId: 'city',
        storeName: 'Tavola City',
        time: '19:45',
        occasionId: 'table',
      });
      expect(next).toMatchObject({ step: 4, allowMultipleUpsells: false, restaurant: soho });
      expect(next.selectedSlot?.storeId).toBe('city');
      expect(next.busy.menus).toBe(true);
      expect(next.revision).toBe(listed.revision + 1);
    });
  });

  describe('menusLoaded', () => {
    const awaiting = confirmSlot({ ...atParty, availability: [store()] }, sohoSlot);

    it('lists several menus on step 4', () => {
      const next = menusLoaded(awaiting, { menus: [menu('a'), menu('b')] });
      expect(next).toMatchObject({ step: 4, selectedMenu: null, menuMessage: null });
      expect(next.busy.menus).toBe(false);
    });

    it('auto-selects exactly one menu and awaits its extras', () => {
      const next = menusLoaded(awaiting, { menus: [menu('a')] });
      expect(next).toMatchObject({ step: 5, selectedMenu: menu('a') });
      expect(next.busy.upsells).toBe(true);
    });

    it('shows the no-menus message when there are none', () => {
      const next = menusLoaded(awaiting, { menus: [] });
      expect(next).toMatchObject({ step: 4, selectedMenu: null });
      expect(next.menuMessage).toBe(
        "Unfortunately, we don't have any menus available for the selected date and number of guests. Please adjust your search criteria or call us, and we'll do what we can to book you in!",
      );
    });

    it('menusFailed: shows why on step 4', () => {
      const next = menusFailed(awaiting, { message: 'This menu is not available.' });
      expect(next).toMatchObject({
        step: 4,
        restaurantMenus: [],
        menuMessage: 'This menu is not available.',
      });
      expect(next.busy.menus).toBe(false);
    });

    it('occasionLoaded: notes an event occasion', () => {
      expect(occasionLoaded(awaiting, { isEvent: true }).isEvent).toBe(true);
    });
  });

  describe('selectMenu and upsells', () => {
    const withMenus = menusLoaded(confirmSlot({ ...atParty, availability: [store()] }, sohoSlot), {
      menus: [menu('a'), menu('b')],
    });

    it('selectMenu: stores the menu and awaits the extras on step 5', () => {
      const next = selectMenu(withMenus, menu('b'));
      expect(next).toMatchObject({ step: 5, selectedMenu: menu('b'), upsells: null });
      expect(next.busy.upsells).toBe(true);
    });

    it('upsellsLoaded: lists the extras on step 5', () => {
      const next = upsellsLoaded(selectMenu(withMenus, menu('a')), {
        upsells: [upsell('prosecco')],
      });
      expect(next).toMatchObject({ step: 5, upsells: [upsell('prosecco')] });
      expect(next.busy).toMatchObject({ upsells: false, requirements: false });
    });

    it('upsellsLoaded: with none, goes straight on to the requirements', () => {
      const next = upsellsLoaded(selectMenu(withMenus, menu('a')), { upsells: [] });
      expect(next.upsells).toEqual([]);
      expect(next.busy).toMatchObject({ upsells: false, requirements: true });
    });
  });

  describe('setUpsellQuantity (spec 1 §4 "Upsell rules")', () => {
    const extras: BookingState = {
      ...atParty,
      step: 5,
      upsells: [upsell('prosecco', { minimumQuantity: 2, maximumQuantity: 4 }), upsell('cake')],
    };

    it('sets a quantity, and quantity 0 removes the upsell', () => {
      const two = setUpsellQuantity(extras, { id: 'prosecco', quantity: 3 });
      expect(two.selectedUpsells).toEqual([{ id: 'prosecco', quantity: 3 }]);
      expect(setUpsellQuantity(two, { id: 'prosecco', quantity: 0 }).selectedUpsells).toEqual([]);
    });

    it('keeps within the maximum, and jumps over quantities below the minimum', () => {
      expect(setUpsellQuantity(extras, { id: 'prosecco', quantity: 9 }).selectedUpsells).toEqual([
        { id: 'prosecco', quantity: 4 },
      ]);
      const first = setUpsellQuantity(extras, { id: 'prosecco', quantity: 1 });
      expect(first.selectedUpsells).toEqual([{ id: 'prosecco', quantity: 2 }]);
      expect(setUpsellQuantity(first, { id: 'prosecco', quantity: 1 }).selectedUpsells).toEqual([]);
    });

    it('takes one upsell type at a time unless the restaurant allows several', () => {
      const prosecco = setUpsellQuantity(extras, { id: 'prosecco', quantity: 2 });
      expect(setUpsellQuantity(prosecco, { id: 'cake', quantity: 1 })).toBe(prosecco);
      const several = setUpsellQuantity(
        { ...prosecco, allowMultipleUpsells: true },
        { id: 'cake', quantity: 1 },
      );
      expect(several.selectedUpsells).toEqual([
        { id: 'prosecco', quantity: 2 },
        { id: 'cake', quantity: 1 },
      ]);
    });

    it('ignores an upsell that is not on offer', () => {
      expect(setUpsellQuantity(extras, { id: 'caviar', quantity: 1 })).toBe(extras);
    });

    it('confirmUpsells: keeps the extras and awaits the requirements', () => {
      const chosen = setUpsellQuantity(extras, { id: 'cake', quantity: 1 });
      const next = confirmUpsells(chosen);
      expect(next.selectedUpsells).toEqual([{ id: 'cake', quantity: 1 }]);
      expect(next.busy.requirements).toBe(true);
      expect(next.revision).toBe(chosen.revision + 1);
    });
  });

  describe('requirementsLoaded (spec 1 §4 "Enquiry mode")', () => {
    const awaiting = confirmUpsells({ ...atParty, selectedSlot: sohoSlot, step: 5 });

    it('turns enquiry mode on for 25+ guests where enquiries are allowed, and opens step 6', () => {
      const party = { ...awaiting, adultCovers: 20, childCovers: 5 };
      const next = requirementsLoaded(party, {
        isPlaceAsEnquiryEnabled: true,
        isCardGuaranteeRequired: false,
      });
      expect(next).toMatchObject({ step: 6, isEnquiry: true, requirementsLoaded: true });
      expect(next.busy.requirements).toBe(false);
    });

    it('leaves enquiry mode off below 25 guests or when enquiries are not allowed', () => {
      const small = requirementsLoaded(
        { ...awaiting, adultCovers: 24 },
        {
          isPlaceAsEnquiryEnabled: true,
          isCardGuaranteeRequired: false,
        },
      );
      expect(small.isEnquiry).toBe(false);
      const notAllowed = requirementsLoaded(
        { ...awaiting, adultCovers: 30 },
        {
          isPlaceAsEnquiryEnabled: false,
          isCardGuaranteeRequired: false,
        },
      );
      expect(notAllowed.isEnquiry).toBe(false);
    });

    it('notes a card guarantee', () => {
      const next = requirementsLoaded(awaiting, {
        isPlaceAsEnquiryEnabled: false,
        isCardGuaranteeRequired: true,
      });
      expect(next.creditCardRequired).toBe(true);
    });

    it('requirementsFailed: opens step 6 with the message, the requirements still unknown', () => {
      const next = requirementsFailed(awaiting, {
        message: 'This restaurant cannot be booked online.',
      });
      expect(next).toMatchObject({
        step: 6,
        requirementsLoaded: false,
        bookingErrorMessage: 'This restaurant cannot be booked online.',
      });
      const again = requirementsRequested(next);
      expect(again.bookingErrorMessage).toBeNull();
      expect(again.busy.requirements).toBe(true);
    });
  });

  describe('detailsSubmitted', () => {
    const details = {
      ...atParty,
      step: 6 as const,
      selectedSlot: sohoSlot,
      requirementsLoaded: true,
    };

    it('stores the customer and stays on step 6 to place the booking', () => {
      const next = detailsSubmitted({ ...details, idempotencyKey: 'old' }, { customer });
      expect(next).toMatchObject({ step: 6, customer, idempotencyKey: null });
    });

    it('opens the card step when a card guarantee is required', () => {
      const next = detailsSubmitted({ ...details, creditCardRequired: true }, { customer });
      expect(next.step).toBe(7);
    });

    it('never asks an enquiry for a card', () => {
      const next = detailsSubmitted(
        { ...details, creditCardRequired: true, isEnquiry: true },
        { customer },
      );
      expect(next.step).toBe(6);
    });
  });

  describe('card step (spec 1 §4 "Card step")', () => {
    const card = { ...atParty, step: 7 as const, customer, creditCardRequired: true };

    it('cardRequested: waits for the card', () => {
      const next = cardRequested({ ...card, cardErrorMessage: 'old' });
      expect(next.busy.card).toBe(true);
      expect(next.cardErrorMessage).toBeNull();
    });

    it('cardAccepted: keeps the customer id and lets Book now be pressed', () => {
      const next = cardAccepted(cardRequested(card), { customerId: 'cust-9' });
      expect(next).toMatchObject({ braintreeCustomerId: 'cust-9', cardAccepted: true });
      expect(next.busy.card).toBe(false);
    });

    // Issue: the card step had no way back to fix an e-mail.
    it('editDetails: back to step 6 from the card step; the card is given again for the new details', () => {
      const accepted = cardAccepted(card, { customerId: 'cust-9' });
      const next = editDetails({ ...accepted, idempotencyKey: 'key-3' });
      expect(next).toMatchObject({
        step: 6,
        customer,
        cardAccepted: false,
        idempotencyKey: null,
        // The provider's customer is sent again with the new card: one diner, one customer.
        braintreeCustomerId: 'cust-9',
      });
      expect(next.revision).toBe(accepted.revision + 1);
    });

    it('cardFailed: shows the message and asks for the card again', () => {
      const accepted = cardAccepted(card, { customerId: 'cust-9' });
      const next = cardFailed(cardRequested(accepted), {
        message: bookingMessages.cardSubmitFailed,
      });
      expect(next).toMatchObject({
        cardAccepted: false,
        cardErrorMessage: 'Something went wrong submitting card, please try again.',
      });
      expect(next.busy.card).toBe(false);
    });
  });

  describe('booking result (spec 1 §4 "Booking result")', () => {
    const placing = bookingRequested(
      { ...atParty, step: 6, customer, selectedSlot: sohoSlot },
      { idempotencyKey: 'key-7' },
    );

    it('bookingRequested: waits under the attempt’s key', () => {
      expect(placing.idempotencyKey).toBe('key-7');
      expect(placing.busy.booking).toBe(true);
    });

    it('bookingPlaced: stores the confirmation number and shows the thanks for a booking', () => {
      const next = bookingPlaced(placing, { bookingReference: 'TAV-1', bookingType: '' });
      expect(next).toMatchObject({
        step: 8,
        confirmationNumber: 'TAV-1',
        bookingType: '',
        showBookingThanks: true,
      });
      expect(next.busy.booking).toBe(false);
    });

    it("bookingPlaced: sets bookingType 'enquiry' or 'event'", () => {
      expect(
        bookingPlaced(placing, { bookingReference: 'E-1', bookingType: 'enquiry' }),
      ).toMatchObject({ bookingType: 'enquiry', showBookingThanks: true, step: 8 });
      expect(
        bookingPlaced(placing, { bookingReference: 'V-1', bookingType: 'event' }).bookingType,
      ).toBe('event');
    });

    it('bookingFailed: shows the message, keeps the customer and the key of a plain booking', () => {
      const next = bookingFailed(placing, { message: bookingMessages.bookingFailed });
      expect(next).toMatchObject({
        bookingErrorMessage: 'Something went wrong trying to place your booking, please try again.',
        customer,
        idempotencyKey: 'key-7',
        step: 6,
      });
      expect(next.busy.booking).toBe(false);
    });

    it('bookingFailed: an enquiry or event failure clears the customer', () => {
      const enquiry = bookingFailed({ ...placing, isEnquiry: true }, { message: 'No.' });
      expect(enquiry).toMatchObject({ customer: null, bookingErrorMessage: 'No.', step: 6 });
      const event = bookingFailed({ ...placing, isEvent: true, step: 7 }, { message: 'No.' });
      expect(event).toMatchObject({ customer: null, step: 6 });
    });
  });

  describe('reset', () => {
    it('returns everything to the defaults and step 1, keeping the restaurant', () => {
      const next = reset(finished);
      expect(next).toEqual({
        ...initialBookingState,
        revision: finished.revision + 1,
        restaurant: soho,
        restaurantMiles: 0.4,
      });
    });

    it('clears the restaurant too when asked', () => {
      expect(reset(finished, { clearRestaurant: true })).toEqual({
        ...initialBookingState,
        revision: finished.revision + 1,
      });
    });
  });

  describe('startGroupBooking', () => {
    it('clears the restaurant and search, and opens step two for a party of 25', () => {
      const next = startGroupBooking(finished);
      expect(next).toEqual({
        ...initialBookingState,
        revision: finished.revision + 1,
        showGroupBooking: true,
        adultCovers: 25,
        childCovers: 0,
        step: 2,
      });
    });

    it('opens the restaurant step once the group has set its party', () => {
      const party = setParty(startGroupBooking(finished), {
        adults: 30,
        children: 0,
        date,
        time: '19:00',
      });
      expect(groupPartyChosen(party)).toMatchObject({
        step: 1,
        adultCovers: 30,
        selectedBookingDate: date,
        restaurant: null,
      });
    });
  });
});
