import { areas, christmasParty, customer, dinner, menus, slots } from '../testing/fixtures';
import { adultLimits, canGoForward, childLimits, submitLabel } from './alternative-selectors';
import { initialAlternativeState, type AlternativeBookingState } from './alternative-state';
import * as t from './alternative-transitions';

const date = '2026-03-29';
const start = initialAlternativeState();
const answer = { occasions: [dinner, christmasParty], bookableUntil: '2026-09-23' };
const withOccasions = t.restrictionsLoaded(start, answer, 'none');
const onStep2 = t.menusAndAreasLoaded(
  t.step2LoadStarted(t.selectDate(t.goToStep(withOccasions, 2), date)),
  { menus, areas },
  'no menus',
);
const withSlots = t.slotsLoaded(t.step2LoadStarted(onStep2), slots('18:00', '18:30'), 'none');

describe('the alternative flow starts', () => {
  it('on step 1 with no date, no time, and no covers until the occasion sets the limits', () => {
    expect(start).toMatchObject({
      step: 1,
      // Never a date or time the diner did not choose: Next, Next once booked today at 09:00.
      selectedBookingTime: null,
      selectedBookingDate: null,
      adultCovers: 0,
      childCovers: 0,
      restrictions: { minCovers: 0, maxCovers: 0 },
    });
    expect(canGoForward(start)).toBe(false);
  });
});

describe('restrictions', () => {
  it('loaded: the first occasion is chosen, its limits set, adults at its minimum, footer shown', () => {
    const hidden = { ...start, hideModalFooter: true };
    const state = t.restrictionsLoaded(hidden, answer, 'none');
    expect(state).toMatchObject({
      bookableUntil: '2026-09-23',
      selectedOccasionId: 'dinner',
      restrictions: { minCovers: 2, maxCovers: 30 },
      adultCovers: 2,
      childCovers: 0,
      hideModalFooter: false,
      loading: false,
    });
    expect(canGoForward(state)).toBe(true);
  });

  it('failed, or none for the date: the footer hides and the message shows', () => {
    expect(t.restrictionsFailed(start, 'Down')).toMatchObject({
      hideModalFooter: true,
      bookingErrorMessage: 'Down',
      loading: false,
    });
    expect(
      t.restrictionsLoaded(start, { occasions: [], bookableUntil: null }, 'No occasion'),
    ).toMatchObject({
      hideModalFooter: true,
      bookingErrorMessage: 'No occasion',
      selectedOccasionId: null,
    });
  });
});

describe('selectOccasion', () => {
  it('resets covers to the new minimum, children to 0 and the limits to the new occasion', () => {
    const party = t.setChildren(t.setAdults(withOccasions, 5), 3);
    expect(party).toMatchObject({ adultCovers: 5, childCovers: 3 });
    expect(t.selectOccasion(party, 'christmas')).toMatchObject({
      selectedOccasionId: 'christmas',
      adultCovers: 8,
      childCovers: 0,
      restrictions: { minCovers: 8, maxCovers: 40 },
    });
  });

  it('drops what step 2 found for the old occasion', () => {
    const state = t.selectOccasion({ ...withSlots, step: 1 }, 'christmas');
    expect(state).toMatchObject({ restaurantMenus: [], slots: [], selectedMenuId: null });
    expect(state.selectedBookingTime).toBeNull();
  });

  it('ignores an unknown occasion and the one already chosen', () => {
    expect(t.selectOccasion(withOccasions, 'brunch')).toBe(withOccasions);
    expect(t.selectOccasion(withOccasions, 'dinner')).toBe(withOccasions);
  });
});

describe('guests', () => {
  it('keep adults plus children within the occasion limits, adults 1-100, children 0-50', () => {
    expect(t.setAdults(withOccasions, 31).adultCovers).toBe(30);
    expect(t.setAdults(withOccasions, 1).adultCovers).toBe(2);
    const withChildren = t.setChildren(t.setAdults(withOccasions, 20), 15);
    expect(withChildren.childCovers).toBe(10);
    expect(adultLimits(withChildren)).toEqual({ min: 1, max: 20 });
    expect(childLimits(withChildren)).toEqual({ min: 0, max: 10 });
    const wide = { ...withOccasions, restrictions: { minCovers: 0, maxCovers: 500 } };
    expect(adultLimits(wide)).toEqual({ min: 1, max: 100 });
    expect(childLimits(wide)).toEqual({ min: 0, max: 50 });
  });
});

describe('menus and areas', () => {
  it('load with the first of each chosen, through an exclusive link group', () => {
    expect(onStep2.restaurantMenus.map(({ id }) => id)).toEqual(['a-la-carte', 'set-menu']);
    expect(onStep2.restaurantAreas.map(({ id }) => id)).toEqual(['restaurant', 'terrace']);
    expect(onStep2).toMatchObject({ selectedMenuId: 'a-la-carte', selectedAreaId: 'restaurant' });
  });

  it('keep only the linked ones through an inclusive link group', () => {
    const party = t.selectOccasion(withOccasions, 'christmas');
    const state = t.menusAndAreasLoaded(party, { menus, areas }, 'no menus');
    expect(state.restaurantMenus.map(({ id }) => id)).toEqual(['festive']);
    expect(state.restaurantAreas.map(({ id }) => id)).toEqual(['terrace']);
    expect(state).toMatchObject({ selectedMenuId: 'festive', selectedAreaId: 'terrace' });
  });

  it('are cleared when nothing is left, and no time can then be looked for', () => {
    const loading = t.step2LoadStarted(t.selectOccasion(withOccasions, 'christmas'));
    const state = t.menusAndAreasLoaded(loading, { menus: menus.slice(0, 2), areas: [] }, 'None');
    expect(state).toMatchObject({
      restaurantMenus: [],
      selectedMenuId: null,
      restaurantAreas: [],
      selectedAreaId: null,
      step2Disabled: false,
      bookingErrorMessage: 'None',
    });
  });
});

describe('slots', () => {
  it('loaded: none is chosen for the diner, and Next waits until they choose one', () => {
    expect(withSlots).toMatchObject({
      selectedBookingTime: null,
      step2Disabled: false,
      loading: false,
    });
    expect(canGoForward({ ...withSlots, step: 2 })).toBe(false);
    const chosen = t.selectSlot(withSlots, '18:30');
    expect(chosen.selectedBookingTime).toBe('18:30');
    expect(canGoForward({ ...chosen, step: 2 })).toBe(true);
    expect(t.selectSlot(withSlots, '21:00')).toBe(withSlots);
  });

  it('a chosen time stays chosen for another menu or area while it is still offered', () => {
    const chosen = t.selectSlot(withSlots, '18:30');
    const reload = (state: AlternativeBookingState, times: string[]) =>
      t.slotsLoaded(t.step2LoadStarted(state), slots(...times), 'none');
    expect(reload(t.selectArea(chosen, 'terrace'), ['18:30', '19:00']).selectedBookingTime).toBe(
      '18:30',
    );
    expect(reload(t.selectMenu(chosen, 'set-menu'), ['17:00']).selectedBookingTime).toBeNull();
  });

  it('no date (one typed that cannot be booked) drops what step 2 found, and nothing waits', () => {
    const state = t.selectDate(t.step2LoadStarted(t.selectSlot(withSlots, '18:30')), null);
    expect(state).toMatchObject({
      selectedBookingDate: null,
      selectedBookingTime: null,
      slots: [],
      restaurantMenus: [],
      step2Disabled: false,
      loading: false,
    });
  });

  it('failed: the step-2 controls come back and the message shows', () => {
    const loading = t.step2LoadStarted(onStep2);
    expect(loading.step2Disabled).toBe(true);
    const state = t.slotsFailed(loading, 'No slots');
    expect(state).toMatchObject({
      step2Disabled: false,
      loading: false,
      slots: [],
      bookingErrorMessage: 'No slots',
    });
    expect(canGoForward(state)).toBe(false);
    expect(t.slotsLoaded(loading, [], 'None at all').bookingErrorMessage).toBe('None at all');
  });

  it('are looked for again for another menu, area or date', () => {
    expect(t.selectMenu(withSlots, 'set-menu')).toMatchObject({
      selectedMenuId: 'set-menu',
      slots: [],
    });
    expect(t.selectArea(withSlots, 'terrace')).toMatchObject({
      selectedAreaId: 'terrace',
      slots: [],
    });
    expect(t.selectDate(withSlots, '2026-03-31')).toMatchObject({
      selectedBookingDate: '2026-03-31',
      restaurantMenus: [],
      slots: [],
    });
  });
});

describe('requirements', () => {
  const party = (adults: number, children: number): AlternativeBookingState => ({
    ...withSlots,
    adultCovers: adults,
    childCovers: children,
  });
  const allowed = { isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: false };

  it('make an enquiry of 25+ covers where enquiries are allowed', () => {
    expect(t.requirementsLoaded(party(20, 5), allowed).isEnquiry).toBe(true);
    expect(t.requirementsLoaded(party(20, 4), allowed).isEnquiry).toBe(false);
    const notAllowed = { ...allowed, isPlaceAsEnquiryEnabled: false };
    expect(t.requirementsLoaded(party(30, 0), notAllowed).isEnquiry).toBe(false);
    expect(submitLabel(t.requirementsLoaded(party(20, 5), allowed))).toBe('Enquire Now');
    expect(submitLabel(t.requirementsLoaded(party(2, 0), allowed))).toBe('Book Now');
  });

  it('say whether a card is required', () => {
    const card = { isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true };
    expect(t.requirementsLoaded(party(10, 0), card).creditCardRequired).toBe(true);
    expect(t.requirementsFailed(t.requirementsStarted(withSlots), 'Down')).toMatchObject({
      loading: false,
      bookingErrorMessage: 'Down',
    });
  });
});

describe('steps and the booking result', () => {
  it('moving between steps clears the old message and pending loads', () => {
    const failed = t.slotsFailed(t.step2LoadStarted(onStep2), 'Down');
    expect(t.goToStep({ ...failed, step2Disabled: true }, 1)).toMatchObject({
      step: 1,
      bookingErrorMessage: null,
      step2Disabled: false,
    });
  });

  it('typed: what the diner typed on step 3 is kept through Back and every choice', () => {
    const draft = { firstName: 'Ada', email: 'ada@exa' };
    const typed = t.detailsTyped({ ...withSlots, step: 3 }, draft);
    expect(typed.detailsDraft).toEqual(draft);
    expect(t.selectOccasion(t.goToStep(typed, 1), 'christmas').detailsDraft).toEqual(draft);
    expect(t.selectDate(t.goToStep(typed, 2), '2026-03-31').detailsDraft).toEqual(draft);
  });

  it('details given for a card guarantee: the card shows; Edit, Back or a refusal ask for it again', () => {
    const needsCard = { ...withSlots, step: 3 as const, creditCardRequired: true };
    const given = t.detailsGiven(needsCard, customer);
    expect(given).toMatchObject({ customer, onCardStep: true, cardAccepted: false });
    const accepted = t.cardAccepted(given, 'cust-7');
    expect(accepted).toMatchObject({ braintreeCustomerId: 'cust-7', cardAccepted: true });
    expect(t.editDetails(accepted)).toMatchObject({
      onCardStep: false,
      cardAccepted: false,
      // The provider's customer is kept: a replaced card keeps the diner one customer.
      braintreeCustomerId: 'cust-7',
    });
    expect(t.goToStep(accepted, 2)).toMatchObject({ onCardStep: false, cardAccepted: false });
    expect(t.cardFailed(accepted, 'Too many tries')).toMatchObject({
      cardAccepted: false,
      cardErrorMessage: 'Too many tries',
    });
  });

  it('placed: the reference is kept and the thanks follow', () => {
    const placing = t.bookingStarted(withSlots, customer);
    expect(placing).toMatchObject({ submitting: true, customer });
    expect(t.bookingPlaced(placing, 'EVT-1', 'event')).toMatchObject({
      step: 'thanks',
      confirmationNumber: 'EVT-1',
      bookingType: 'event',
      submitting: false,
    });
  });

  it('refused: the message shows; a failed enquiry or event also clears the customer', () => {
    const placing = t.bookingStarted(withSlots, customer);
    expect(t.bookingFailed(placing, 'No', '')).toMatchObject({
      customer,
      submitting: false,
      bookingErrorMessage: 'No',
    });
    expect(t.bookingFailed(placing, 'No', 'enquiry').customer).toBeNull();
    expect(t.bookingFailed(placing, 'No', 'event').customer).toBeNull();
  });
});
