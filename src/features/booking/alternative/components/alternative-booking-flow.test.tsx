import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { bookingErrors, bookingMessages } from '../../booking-errors';
import { BookingApiError } from '../../client/booking-api-error';
import type { DataLayerHost } from '../../client/analytics';
import { fakeBookingApi } from '../testing/fake-booking-api';
import { areas, menus, slots } from '../testing/fixtures';
import { AlternativeBookingFlow } from './alternative-booking-flow';

// Friday 27 March 2026, two days before the clocks go forward; the diner books the Sunday.
const today = '2026-03-27';
const date = '2026-03-29';

function renderFlow(api = fakeBookingApi()) {
  const onComplete = jest.fn();
  const view = render(
    <AlternativeBookingFlow
      api={api}
      storeId="leeds"
      restaurantName="Tavola Leeds"
      today={today}
      onComplete={onComplete}
    />,
  );
  return { api, onComplete, ...view };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const back = () => userEvent.click(screen.getByRole('button', { name: 'Back' }));
const radio = (name: string) => screen.getByRole('radio', { name });
const radioNames = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
const events = () => ((window as DataLayerHost).dataLayer ?? []) as { event: string }[];

/** Step 2's date, chosen in the calendar: nothing loads before it. */
async function chooseDate(day = 'Sunday 29 March 2026') {
  await userEvent.click(screen.getByRole('gridcell', { name: day }));
  await screen.findByRole('radio', { name: '18:00' });
}

async function toStep2() {
  await screen.findByRole('radio', { name: 'Dinner' });
  await next();
  await chooseDate();
}

async function toStep3(time = '18:00') {
  await toStep2();
  await userEvent.click(radio(time));
  await next();
  await screen.findByRole('heading', { name: 'Confirm your booking' });
}

async function fillDetails() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
}

async function seriousProblems(container: HTMLElement) {
  // Colour contrast needs a real renderer: the e2e tests check it in Chromium.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help}`);
}

beforeEach(() => {
  delete (window as DataLayerHost).dataLayer;
});

describe('AlternativeBookingFlow', () => {
  it('books in three steps and hands the booking to the thanks', async () => {
    const { api, onComplete, container } = renderFlow();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Dinner' })).toBeChecked();
    expect(api.getOccasions).toHaveBeenCalledWith('leeds', today);
    expect(screen.getByRole('combobox', { name: 'Adults' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Children' })).toHaveValue('0');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(await seriousProblems(container)).toEqual([]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '3');
    await next();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Date, menu, area and time' })).toHaveFocus();
    // Nothing is chosen for the diner: no date, so nothing loads, and no time.
    expect(screen.getByText('Choose a date to see the menus and times.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.getBookingMenus).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription(
      /Tables can be booked up to Wednesday 23 September 2026\.$/,
    );
    await chooseDate();
    expect(radio('18:00')).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Time' })).toHaveAccessibleDescription(
      'Choose a time for your table.',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const party = { occasionId: 'dinner', adults: 3, children: 0, dates: date };
    expect(api.getBookingMenus).toHaveBeenCalledWith('leeds', party);
    expect(api.getAreas).toHaveBeenCalledWith('leeds', party);
    expect(api.getSlots).toHaveBeenCalledWith('leeds', {
      ...party,
      menuIds: ['a-la-carte'],
      areaId: 'restaurant',
    });
    expect(await seriousProblems(container)).toEqual([]);

    await userEvent.click(radio('18:30'));
    await next();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm your booking' })).toHaveFocus();
    expect(api.getRequirements).toHaveBeenCalledWith('leeds', {
      occasionId: 'dinner',
      adults: 3,
      children: 0,
      bookingDate: date,
      time: '18:30',
      menuId: 'a-la-carte',
      areaId: 'restaurant',
    });
    expect(screen.getByText('29/03/2026')).toBeInTheDocument();
    await fillDetails();
    expect(await seriousProblems(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));

    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(api.createBooking).toHaveBeenCalledWith(
      'leeds',
      expect.objectContaining({
        restaurantId: 'leeds',
        firstName: 'Ada',
        emailAddress: 'ada@example.com',
        mobilePhoneNumber: '',
        diningDateTime: '2026-03-29T18:30',
        bookingTime: '18:30',
        adultCovers: 3,
        childCovers: 0,
        occasionId: 'dinner',
        menuIds: ['a-la-carte'],
        areaId: 'restaurant',
      }),
    );
    expect(onComplete).toHaveBeenCalledWith({
      kind: 'booking',
      reference: 'TAV-1001',
      customer: expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace' }),
      adults: 3,
      children: 0,
      date,
      time: '18:30',
      menu: menus[0],
      area: areas[0],
    });
    expect(screen.queryByText('Step 3 of 3')).not.toBeInTheDocument();
    expect(events().map(({ event }) => event)).toContain('booking_complete');
  });

  it("labels a party of 25+ 'Enquire Now' where enquiries are allowed, and sends an enquiry", async () => {
    const api = fakeBookingApi({
      getRequirements: jest
        .fn()
        .mockResolvedValue({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: false }),
    });
    const { onComplete } = renderFlow(api);
    await screen.findByRole('radio', { name: 'Dinner' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '20');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Children' }), '5');
    await next();
    await chooseDate();
    await userEvent.click(radio('18:00'));
    await next();
    expect(await screen.findByRole('button', { name: 'Enquire Now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'An enquiry will be sent to the restaurant for bookings of 25+ guests. We will respond within 48 hours.',
      ),
    ).toBeInTheDocument();
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Enquire Now' }));
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'enquiry',
          reference: 'ENQ-2002',
          adults: 20,
          children: 5,
        }),
      ),
    );
    expect(api.createBooking).not.toHaveBeenCalled();
  });

  // Issue: Tavola Express parties of 8-24 were told to contact the restaurant: no card step.
  it('takes a card guarantee after the details, as the standard steps do, and books with it', async () => {
    const testToken = Buffer.from(JSON.stringify({ environment: 'test' })).toString('base64');
    const api = fakeBookingApi({
      getRequirements: jest
        .fn()
        .mockResolvedValue({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true }),
      getCardClientToken: jest.fn().mockResolvedValue(testToken),
      submitCard: jest.fn().mockResolvedValue('cust-7'),
    });
    const { onComplete, container } = renderFlow(api);
    await screen.findByRole('radio', { name: 'Dinner' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '10');
    await next();
    await chooseDate();
    await userEvent.click(radio('19:00'));
    await next();
    await screen.findByRole('heading', { name: 'Confirm your booking' });
    expect(screen.queryByText(bookingErrors[5].message)).not.toBeInTheDocument();
    await fillDetails();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Card Guarantee' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Card guarantee' })).toHaveFocus(),
    );
    expect(screen.getByRole('region', { name: 'Your details' })).toHaveTextContent(
      'ada@example.com.uk',
    );
    // A wrong e-mail can be put right before the card is given.
    await userEvent.click(screen.getByRole('button', { name: 'Edit your details' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    expect(email).toHaveValue('ada@example.com.uk');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Card Guarantee' }));

    const card = screen.getByRole('region', { name: 'Card guarantee' });
    const bookNow = within(card).getByRole('button', { name: 'Book now' });
    expect(bookNow).toBeDisabled();
    await userEvent.type(await within(card).findByLabelText('Card number'), '4111 1111 1111 1111');
    await userEvent.type(within(card).getByLabelText('Expiry date (MM/YY)'), '12/99');
    await userEvent.type(within(card).getByLabelText('Security code (CVV)'), '123');
    await userEvent.type(within(card).getByLabelText('Postcode'), 'LS1 5AB');
    expect(await seriousProblems(container)).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Submit Card' }));
    expect(api.submitCard).toHaveBeenCalledWith({
      Nonce: expect.any(String),
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
    });
    await waitFor(() => expect(bookNow).toBeEnabled());
    await userEvent.click(bookNow);

    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(api.createBooking).toHaveBeenCalledWith(
      'leeds',
      expect.objectContaining({
        adultCovers: 10,
        emailAddress: 'ada@example.com',
        braintreeCustomerId: 'cust-7',
        diningDateTime: '2026-03-29T19:00',
      }),
    );
    expect(events().map(({ event }) => event)).toEqual(
      expect.arrayContaining(['booking_card_accepted', 'booking_complete']),
    );
  });

  it("labels 24 guests 'Book Now' even where enquiries are allowed", async () => {
    const api = fakeBookingApi({
      getRequirements: jest
        .fn()
        .mockResolvedValue({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: false }),
    });
    renderFlow(api);
    await screen.findByRole('radio', { name: 'Dinner' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '24');
    await next();
    await chooseDate();
    await userEvent.click(radio('18:00'));
    await next();
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('resets the party to the new minimum and limits when the occasion changes', async () => {
    renderFlow();
    await screen.findByRole('radio', { name: 'Dinner' });
    const adults = () => screen.getByRole('combobox', { name: 'Adults' });
    const children = () => screen.getByRole('combobox', { name: 'Children' });
    await userEvent.selectOptions(adults(), '5');
    await userEvent.selectOptions(children(), '2');
    await userEvent.click(radio('Christmas party'));
    expect(adults()).toHaveValue('8');
    expect(children()).toHaveValue('0');
    expect(screen.getByText('This occasion takes 8 to 40 guests.')).toBeInTheDocument();
    const adultChoices = within(adults()).getAllByRole('option');
    expect(adultChoices[0]).toHaveTextContent('8');
    expect(adultChoices.at(-1)).toHaveTextContent('40');
  });

  it("offers the menus and areas an occasion's link groups allow", async () => {
    const { api, onComplete } = renderFlow();
    await toStep2();
    // Dinner's exclusive menu group leaves out the festive menu; its empty area group leaves all.
    expect(radioNames('Menu')).toEqual(['A la carte', 'Set menu']);
    expect(radioNames('Area')).toEqual(['Main restaurant', 'Terrace']);

    await back();
    await userEvent.click(radio('Christmas party'));
    await next();
    // The date is kept; what was found for Dinner is looked for again for the party.
    await screen.findByRole('radio', { name: '18:00' });
    // The Christmas party's inclusive groups keep only the festive menu and the terrace.
    expect(radioNames('Menu')).toEqual(['Festive menu']);
    expect(radioNames('Area')).toEqual(['Terrace']);
    expect(api.getSlots).toHaveBeenLastCalledWith(
      'leeds',
      expect.objectContaining({ occasionId: 'christmas', menuIds: ['festive'], areaId: 'terrace' }),
    );
    await userEvent.click(radio('18:00'));
    await next();
    await screen.findByRole('heading', { name: 'Confirm your booking' });
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    // An event occasion is placed as an event.
    await waitFor(() => expect(api.createEvent).toHaveBeenCalled());
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ reference: 'EVT-3003' }));
  });

  it("explains there is no menu when the link group leaves none, and sends area 'null' without areas", async () => {
    const api = fakeBookingApi({
      getBookingMenus: jest.fn().mockResolvedValue([menus[2]]),
      getAreas: jest.fn().mockResolvedValue([]),
    });
    renderFlow(api);
    await screen.findByRole('radio', { name: 'Dinner' });
    await next();
    await userEvent.click(screen.getByRole('gridcell', { name: 'Sunday 29 March 2026' }));
    expect(await screen.findByText(bookingMessages.noMenus)).toHaveRole('alert');
    expect(screen.queryByRole('group', { name: 'Menu' })).not.toBeInTheDocument();
    expect(api.getSlots).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(events().map(({ event }) => event)).toContain('booking_unavailable');

    await back();
    await userEvent.click(radio('Christmas party'));
    await next();
    await screen.findByRole('radio', { name: '18:00' });
    expect(api.getSlots).toHaveBeenCalledWith('leeds', expect.objectContaining({ areaId: 'null' }));
  });

  it('re-enables the step-2 controls and reports booking_unavailable when the slots fail', async () => {
    const getSlots = jest
      .fn()
      .mockRejectedValueOnce(new BookingApiError(500, { code: 2 }))
      .mockResolvedValue(slots('20:00'));
    renderFlow(fakeBookingApi({ getSlots }));
    await screen.findByRole('radio', { name: 'Dinner' });
    await next();
    await userEvent.click(screen.getByRole('gridcell', { name: 'Sunday 29 March 2026' }));
    expect(await screen.findByText(bookingErrors[2].message)).toHaveRole('alert');
    expect(screen.getByRole('textbox', { name: 'Date' })).toBeEnabled();
    expect(radio('Set menu')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(events()).toContainEqual(
      expect.objectContaining({ event: 'booking_unavailable', storeId: 'leeds' }),
    );

    // Another choice tries again.
    await userEvent.click(radio('Set menu'));
    await userEvent.click(await screen.findByRole('radio', { name: '20:00' }));
    expect(screen.queryByText(bookingErrors[2].message)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it("offers 'Tell me if a table comes up' on a full evening, for the date and party chosen", async () => {
    const getSlots = jest.fn().mockResolvedValue([]);
    const { container } = renderFlow(fakeBookingApi({ getSlots }));
    await screen.findByRole('radio', { name: 'Dinner' });
    await next();
    await userEvent.click(screen.getByRole('gridcell', { name: 'Sunday 29 March 2026' }));
    expect(await screen.findByText(bookingMessages.noAvailability)).toHaveRole('alert');
    const waitlist = screen.getByRole('region', { name: 'Tell me if a table comes up' });
    expect(within(waitlist).getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(await seriousProblems(container)).toEqual([]);
  });

  it("offers 'Tell me if a table comes up' for a fully booked day refused in the picker", async () => {
    const getCalendar = jest.fn(async (_storeId: string, { month }: { month: string }) =>
      Array.from({ length: 31 }, (_, i) => {
        const date = `${month}-${String(i + 1).padStart(2, '0')}`;
        return date === '2026-03-29'
          ? { date, status: 'unavailable' as const, reason: 'full' as const }
          : { date, status: 'bookable' as const };
      }),
    );
    const getSlots = jest.fn().mockResolvedValue(slots('20:00'));
    const { container } = renderFlow(fakeBookingApi({ getSlots, getCalendar }));
    await screen.findByRole('radio', { name: 'Dinner' });
    await next();
    const full = await screen.findByRole('gridcell', {
      name: 'Sunday 29 March 2026, Fully booked',
    });
    expect(
      screen.queryByRole('region', { name: 'Tell me if a table comes up' }),
    ).not.toBeInTheDocument();
    await userEvent.click(full);
    expect(screen.getByRole('alert')).toHaveTextContent("We're fully booked on Sunday 29 March");
    const waitlist = screen.getByRole('region', { name: 'Tell me if a table comes up' });
    expect(within(waitlist).getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(getSlots).not.toHaveBeenCalled();
    expect(await seriousProblems(container)).toEqual([]);

    // Another date: the search runs and the waitlist goes.
    await userEvent.click(screen.getByRole('gridcell', { name: 'Monday 30 March 2026' }));
    await screen.findByRole('radio', { name: '20:00' });
    expect(
      screen.queryByRole('region', { name: 'Tell me if a table comes up' }),
    ).not.toBeInTheDocument();
  });

  it('looks again for the menus, areas and times of another date', async () => {
    const { api } = renderFlow();
    await toStep2();
    await userEvent.click(screen.getByRole('gridcell', { name: 'Tuesday 31 March 2026' }));
    await waitFor(() =>
      expect(api.getSlots).toHaveBeenLastCalledWith(
        'leeds',
        expect.objectContaining({ dates: '2026-03-31' }),
      ),
    );
    expect(api.getBookingMenus).toHaveBeenLastCalledWith(
      'leeds',
      expect.objectContaining({ dates: '2026-03-31' }),
    );
  });

  it('ignores the times of a step 2 the diner has already left', async () => {
    let answerLate: (value: ReturnType<typeof slots>) => void = () => {};
    const getSlots = jest
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (answerLate = resolve)))
      .mockResolvedValueOnce(slots('21:00'));
    renderFlow(fakeBookingApi({ getSlots }));
    await screen.findByRole('radio', { name: 'Dinner' });
    await next();
    await userEvent.click(screen.getByRole('gridcell', { name: 'Sunday 29 March 2026' }));
    await waitFor(() => expect(getSlots).toHaveBeenCalledTimes(1));
    // Back while Dinner's times are still on their way, then on with the Christmas party.
    await back();
    await userEvent.click(radio('Christmas party'));
    await next();
    await userEvent.click(await screen.findByRole('radio', { name: '21:00' }));
    await act(async () => answerLate(slots('12:00')));
    expect(screen.queryByRole('radio', { name: '12:00' })).not.toBeInTheDocument();
    expect(radio('21:00')).toBeChecked();
  });

  it('goes back and forward keeping the choices', async () => {
    renderFlow();
    await toStep2();
    await userEvent.click(radio('18:30'));
    await next();
    await screen.findByRole('heading', { name: 'Confirm your booking' });
    await back();
    expect(screen.getByRole('heading', { name: 'Date, menu, area and time' })).toHaveFocus();
    expect(radio('18:30')).toBeChecked();
    await back();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Occasion and guests' })).toHaveFocus();
    expect(radio('Dinner')).toBeChecked();
  });

  // Issue: typed details were wiped when the diner went back to change an earlier choice.
  it('keeps the details typed on step 3 when the diner goes back to change the time', async () => {
    renderFlow();
    await toStep3();
    await fillDetails();
    await back();
    await userEvent.click(radio('18:30'));
    await next();
    await screen.findByRole('heading', { name: 'Confirm your booking' });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it('holds the table of the chosen time on step 3, and lets it go on Back and on closing', async () => {
    const holdTable = jest.fn(async () => '2026-03-27T10:10:00.000Z');
    const releaseTable = jest.fn(async () => undefined);
    const { unmount } = renderFlow(fakeBookingApi({ holdTable, releaseTable }));
    await toStep2();
    expect(holdTable).not.toHaveBeenCalled();
    await userEvent.click(radio('18:30'));
    await next();
    await screen.findByRole('heading', { name: 'Confirm your booking' });
    expect(holdTable).toHaveBeenCalledWith('leeds', {
      diningDateTime: '2026-03-29T18:30',
      adultCovers: 2,
      childCovers: 0,
      occasionId: 'dinner',
      areaId: 'restaurant',
    });
    await back();
    expect(releaseTable).toHaveBeenCalledTimes(1);
    await next();
    await screen.findByRole('heading', { name: 'Confirm your booking' });
    expect(holdTable).toHaveBeenCalledTimes(2);
    unmount();
    expect(releaseTable).toHaveBeenCalledTimes(2);
  });

  it('shows a failed booking and lets the diner try again', async () => {
    const createBooking = jest
      .fn()
      .mockRejectedValueOnce(new BookingApiError(409, { code: 4 }))
      .mockResolvedValueOnce({ bookingReference: undefined });
    const { onComplete } = renderFlow(fakeBookingApi({ createBooking }));
    await toStep3();
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingErrors[4].message);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(bookingMessages.bookingFailed),
    );
    expect(onComplete).not.toHaveBeenCalled();
    expect(events().map(({ event }) => event)).toContain('booking_failed');
  });

  it('hides the footer and says why when the occasions cannot be loaded', async () => {
    renderFlow(fakeBookingApi({ getOccasions: jest.fn().mockRejectedValue(new Error('offline')) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, something's not working, please contact the restaurant directly.",
    );
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says the occasion cannot be booked when the date has none', async () => {
    renderFlow(
      fakeBookingApi({
        getOccasions: jest.fn().mockResolvedValue({ occasions: [], bookableUntil: null }),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingErrors[17].message);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('keeps the occasion and party when the parent hands over a new api object', async () => {
    const { rerender, onComplete } = renderFlow();
    await screen.findByRole('radio', { name: 'Dinner' });
    await userEvent.click(radio('Christmas party'));
    const newApi = fakeBookingApi();
    rerender(
      <AlternativeBookingFlow
        api={newApi}
        storeId="leeds"
        restaurantName="Tavola Leeds"
        today={today}
        onComplete={onComplete}
      />,
    );
    await act(async () => {});
    expect(newApi.getOccasions).not.toHaveBeenCalled();
    expect(radio('Christmas party')).toBeChecked();
    await next();
    await chooseDate();
    expect(newApi.getSlots).toHaveBeenCalled();
  });

  it('can be completed with the keyboard alone', async () => {
    const { onComplete } = renderFlow();
    await screen.findByRole('radio', { name: 'Dinner' });
    radio('Dinner').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(radio('Christmas party')).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveFocus();
    await userEvent.keyboard('29/03/2026');
    await screen.findByRole('radio', { name: '18:00' });
    radio('18:00').focus();
    await userEvent.keyboard('[Space]{ArrowRight}');
    expect(radio('18:30')).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Confirm your booking' });
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.keyboard('Ada{Tab}Lovelace{Tab}ada@example.com');
    screen.getByRole('button', { name: 'Book Now' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith(
        expect.objectContaining({ time: '18:30', adults: 8, reference: 'EVT-3003' }),
      ),
    );
  });
});
