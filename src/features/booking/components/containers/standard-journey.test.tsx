import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Upsell } from '../../booking-api.types';
import type { BookingApi } from '../../client/booking-api';
import { journeySettingsOf } from '../../journey-settings';
import { initialBookingState } from '../../state/booking-atoms';
import { city, menu, restaurant, soho, store, upsell } from '../../state/testing/booking-fixtures';
import { BookingJourneyProvider } from '../../state/booking-journey-provider';
import { selectRestaurant } from '../../state/booking-transitions';
import { StandardJourney } from './standard-journey';

const settings = journeySettingsOf({
  siteId: 'tavola',
  siteName: 'Tavola',
  bookNowText: 'Book Now',
  showChildCovers: true,
  bookingTileType: 'standard',
});

function fakeApi(overrides: Partial<BookingApi> = {}): jest.Mocked<BookingApi> {
  const unused = (name: string) => jest.fn(() => Promise.reject(new Error(`${name} unused`)));
  return {
    getOccasions: jest.fn().mockResolvedValue({ occasions: [], bookableUntil: '2027-05-20' }),
    checkAvailability: jest.fn().mockResolvedValue({ success: true, data: [store()] }),
    getAreas: unused('getAreas'),
    getBookingMenus: jest.fn().mockResolvedValue([menu('a-la-carte', 'À la carte'), menu('set')]),
    getSlots: unused('getSlots'),
    getRequirements: jest
      .fn()
      .mockResolvedValue({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: false }),
    getUpsells: jest.fn().mockResolvedValue([upsell('prosecco')]),
    createBooking: jest.fn().mockResolvedValue({ bookingReference: 'TAV-1234' }),
    createEnquiry: unused('createEnquiry'),
    createEvent: unused('createEvent'),
    getCardClientToken: unused('getCardClientToken'),
    submitCard: unused('submitCard'),
    ...overrides,
  } as jest.Mocked<BookingApi>;
}

function renderJourney(api: BookingApi) {
  return render(
    <BookingJourneyProvider
      initialState={selectRestaurant(initialBookingState, { restaurant: soho })}
    >
      <StandardJourney
        api={api}
        restaurants={[soho, city, restaurant({ storeId: 'x', title: 'Tavola X', lat: 55 })]}
        settings={settings}
        today="2026-11-21"
      />
    </BookingJourneyProvider>,
  );
}

const stepRegion = (name: string) => screen.getByRole('region', { name });

/** Steps 2-5: a date, the time chosen for the diner, the menu, and no extras. */
async function toDetails(user: ReturnType<typeof userEvent.setup>, menuName = 'À la carte') {
  const party = stepRegion('2. Table size, time and date');
  await user.type(within(party).getByRole('textbox', { name: 'Date' }), '05/12/2026');
  await user.click(within(party).getByRole('button', { name: 'Check availability' }));
  await chooseMenu(user, menuName);
}

async function chooseMenu(user: ReturnType<typeof userEvent.setup>, menuName: string) {
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`^Select menu ${menuName}`) }),
  );
  // The fake restaurant has an extra: Continue shows once it has arrived.
  const extras = await screen.findByRole('region', { name: '5. Extras?' });
  await user.click(await within(extras).findByRole('button', { name: 'Continue' }));
  await screen.findByRole('textbox', { name: 'First name' });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('StandardJourney', () => {
  it('books a table through steps 2-8 and shows the thanks panel with the calendar', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderJourney(api);

    expect(stepRegion('1. Select a restaurant')).toHaveTextContent('Tavola Soho');
    const party = stepRegion('2. Table size, time and date');
    await user.type(within(party).getByRole('textbox', { name: 'Date' }), '05/12/2026');
    await user.click(within(party).getByRole('button', { name: 'Check availability' }));
    expect(api.checkAvailability).toHaveBeenCalledWith(
      expect.objectContaining({ adultCovers: 2, childrenCovers: 0 }),
    );

    // One exact-match restaurant: its time is chosen for the diner, and the menus load.
    await user.click(await screen.findByRole('button', { name: /^Select menu À la carte/ }));
    const extras = await screen.findByRole('region', { name: '5. Extras?' });
    await user.click(await within(extras).findByRole('button', { name: 'Continue' }));

    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(
      await screen.findByRole('heading', { name: 'Your booking is confirmed.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Booking reference: TAV-1234')).toBeInTheDocument();
    expect(screen.getByText('ADD IT TO YOUR CALENDAR')).toBeInTheDocument();
    // Spec 1 §2 step 8 lists the area: the standard steps choose none, and the panel says so.
    expect(screen.getByText('Area', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'No preference',
    );
    expect(api.createBooking).toHaveBeenCalledWith(
      'soho',
      expect.objectContaining({ mobilePhoneNumber: '07700900123', menuIds: ['a-la-carte'] }),
      expect.objectContaining({ idempotencyKey: expect.any(String) }),
    );
  });

  it("numbers the card guarantee step 7 and reads 'Book now' there, whatever the site's text", async () => {
    const user = userEvent.setup();
    const testToken = Buffer.from(JSON.stringify({ environment: 'test' })).toString('base64');
    const api = fakeApi({
      getRequirements: jest
        .fn()
        .mockResolvedValue({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true }),
      getUpsells: jest.fn().mockResolvedValue([]),
      getCardClientToken: jest.fn().mockResolvedValue(testToken),
    });
    renderJourney(api);
    const party = stepRegion('2. Table size, time and date');
    await user.type(within(party).getByRole('textbox', { name: 'Date' }), '05/12/2026');
    await user.click(within(party).getByRole('button', { name: 'Check availability' }));
    await user.click(await screen.findByRole('button', { name: /^Select menu À la carte/ }));

    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Card Guarantee' }));

    const card = await screen.findByRole('region', { name: '7. Card guarantee' });
    expect(card).toHaveAttribute('aria-current', 'step');
    expect(within(card).getByRole('heading', { name: '7. Card guarantee' })).toHaveFocus();
    expect(await within(card).findByRole('button', { name: 'Submit Card' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Book now' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  // Issue: dates past the horizon could be chosen and only then said no; typed ones reverted.
  it("ends step 2's calendar at the restaurant's booking horizon and says why a date cannot be chosen", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderJourney(api);
    const party = stepRegion('2. Table size, time and date');
    const date = within(party).getByRole('textbox', { name: 'Date' });
    expect(
      await within(party).findByText(/Tables can be booked up to Thursday 20 May 2027\./),
    ).toBeInTheDocument();
    await user.type(date, '21/05/2027');
    expect(within(party).getByRole('alert')).toHaveTextContent(
      'We take bookings up to Thursday 20 May 2027. Choose that date or an earlier one.',
    );
    expect(within(party).getByRole('button', { name: 'Check availability' })).toBeDisabled();
    await user.clear(date);
    await user.type(date, '20/11/2026');
    expect(within(party).getByRole('alert')).toHaveTextContent(
      'That date has passed. Choose today or a later date.',
    );
    await user.clear(date);
    await user.type(date, '20/05/2027');
    expect(within(party).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(party).getByRole('button', { name: 'Check availability' }));
    expect(api.checkAvailability).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2027-05-20T19:30' }),
    );
  });

  // Issue: editing step 4 wiped the name, e-mail and phone typed on step 6.
  it('keeps the details typed on step 6 when an earlier step is edited', async () => {
    const user = userEvent.setup();
    renderJourney(fakeApi());
    await toDetails(user);
    await user.type(field('First name'), 'Ada');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Mobile number'), '07700 900123');

    await user.click(within(stepRegion('4. Select a menu')).getByRole('button', { name: /^Edit/ }));
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    await chooseMenu(user, 'Menu set');
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Last name')).toHaveValue('Lovelace');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Mobile number')).toHaveValue('07700 900123');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  // Issue: the card step had no way back to fix an e-mail.
  it('goes back from the card step to fix the e-mail, and the card is given for the new one', async () => {
    const user = userEvent.setup();
    const testToken = Buffer.from(JSON.stringify({ environment: 'test' })).toString('base64');
    const api = fakeApi({
      getRequirements: jest
        .fn()
        .mockResolvedValue({ isPlaceAsEnquiryEnabled: false, isCardGuaranteeRequired: true }),
      getCardClientToken: jest.fn().mockResolvedValue(testToken),
      submitCard: jest.fn().mockResolvedValue('cust-1'),
    });
    renderJourney(api);
    await toDetails(user);
    await user.type(field('First name'), 'Ada');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Email'), 'ada@exmaple.com');
    await user.type(field('Mobile number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Card Guarantee' }));

    const details = stepRegion('6. Your details');
    expect(details).toHaveTextContent('Ada Lovelace, ada@exmaple.com');
    await user.click(within(details).getByRole('button', { name: 'Edit step 6: Your details' }));
    expect(stepRegion('6. Your details')).toHaveAttribute('aria-current', 'step');
    expect(field('Email')).toHaveValue('ada@exmaple.com');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Card Guarantee' }));

    const card = await screen.findByRole('region', { name: '7. Card guarantee' });
    await user.type(await within(card).findByLabelText('Card number'), '4111 1111 1111 1111');
    await user.type(within(card).getByLabelText('Expiry date (MM/YY)'), '12/99');
    await user.type(within(card).getByLabelText('Security code (CVV)'), '123');
    await user.type(within(card).getByLabelText('Postcode'), 'LS1 5AB');
    await user.click(within(card).getByRole('button', { name: 'Submit Card' }));
    expect(api.submitCard).toHaveBeenCalledWith(
      expect.objectContaining({ Email: 'ada@example.com', FirstName: 'Ada' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Book now' }));
    expect(
      await screen.findByRole('heading', { name: 'Your booking is confirmed.' }),
    ).toBeInTheDocument();
    expect(api.createBooking).toHaveBeenCalledWith(
      'soho',
      expect.objectContaining({ emailAddress: 'ada@example.com', braintreeCustomerId: 'cust-1' }),
      expect.anything(),
    );
  });

  it('offers no Continue on step 5 until the extras have arrived', async () => {
    const user = userEvent.setup();
    let answer: (upsells: Upsell[]) => void = () => {};
    const api = fakeApi({
      getUpsells: jest.fn(() => new Promise<Upsell[]>((resolve) => (answer = resolve))),
    });
    renderJourney(api);
    const party = stepRegion('2. Table size, time and date');
    await user.type(within(party).getByRole('textbox', { name: 'Date' }), '05/12/2026');
    await user.click(within(party).getByRole('button', { name: 'Check availability' }));
    await user.click(await screen.findByRole('button', { name: /^Select menu À la carte/ }));
    const extras = await screen.findByRole('region', { name: '5. Extras?' });
    expect(within(extras).getByRole('status')).toHaveTextContent('Loading the booking…');
    expect(within(extras).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await act(async () => answer([upsell('prosecco')]));
    expect(await within(extras).findByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it("reads 'Enquire now' with the enquiry notice for 25+ guests", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getUpsells: jest.fn().mockResolvedValue([]) });
    renderJourney(api);
    const party = stepRegion('2. Table size, time and date');
    await user.selectOptions(within(party).getByRole('combobox', { name: 'Adults' }), '25');
    await user.type(within(party).getByRole('textbox', { name: 'Date' }), '05/12/2026');
    await user.click(within(party).getByRole('button', { name: 'Check availability' }));
    await user.click(await screen.findByRole('button', { name: /^Select menu À la carte/ }));

    expect(await screen.findByRole('button', { name: 'Enquire now' })).toBeDisabled();
    expect(
      screen.getByText(
        'An enquiry will be sent to the restaurant for bookings of 25+ guests. We will respond within 48 hours.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the no-availability message with a call button', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      checkAvailability: jest
        .fn()
        .mockResolvedValue({ success: true, data: [store({ timeSlots: [] })] }),
    });
    renderJourney(api);
    const party = stepRegion('2. Table size, time and date');
    await user.type(within(party).getByRole('textbox', { name: 'Date' }), '05/12/2026');
    await user.click(within(party).getByRole('button', { name: 'Check availability' }));
    expect(
      await screen.findByText(
        "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:02079460000');
  });

  it("offers 'Tell me if a table comes up' at the chosen restaurant beside the nearby restaurants' times", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      checkAvailability: jest.fn().mockResolvedValue({
        success: true,
        data: [
          store({ timeSlots: [], exactMatch: false }),
          store({ ...city, isFirstChoice: false, storeName: 'Tavola City', storeId: 'city' }),
        ],
      }),
    });
    renderJourney(api);
    const party = stepRegion('2. Table size, time and date');
    await user.type(within(party).getByRole('textbox', { name: 'Date' }), '05/12/2026');
    await user.click(within(party).getByRole('button', { name: 'Check availability' }));
    const waitlist = await screen.findByRole('region', {
      name: 'Tell me if a table comes up at Tavola Soho',
    });
    expect(within(waitlist).getByLabelText('From')).toHaveValue('19:30');
    // A time chosen nearby moves on, and the waitlist goes with step 3.
    const times = within(stepRegion('3. Select a restaurant and time'));
    await user.click(times.getAllByRole('button', { name: '19:30' })[0]!);
    expect(
      screen.queryByRole('region', { name: /^Tell me if a table comes up/ }),
    ).not.toBeInTheDocument();
  });

  it("offers 'Tell me if a table comes up' on step 2 for a fully booked day the picker refused", async () => {
    const user = userEvent.setup();
    const getCalendar = jest.fn(async (_storeId: string, { month }: { month: string }) =>
      Array.from({ length: 31 }, (_, i) => {
        const date = `${month}-${String(i + 1).padStart(2, '0')}`;
        return date === '2026-12-05'
          ? { date, status: 'unavailable' as const, reason: 'full' as const }
          : { date, status: 'bookable' as const };
      }),
    );
    const api = fakeApi({ getCalendar });
    renderJourney(api);
    const party = stepRegion('2. Table size, time and date');
    await user.click(within(party).getByRole('button', { name: 'Next month' }));
    await user.click(
      await within(party).findByRole('gridcell', {
        name: 'Saturday 5 December 2026, Fully booked',
      }),
    );
    expect(within(party).getByRole('alert')).toHaveTextContent(
      "We're fully booked on Saturday 5 December 2026. Choose another date.",
    );
    const waitlist = within(party).getByRole('region', {
      name: 'Tell me if a table comes up at Tavola Soho',
    });
    expect(
      within(waitlist).getByRole('button', { name: 'Tell me if a table comes up' }),
    ).toBeEnabled();
    expect(api.checkAvailability).not.toHaveBeenCalled();

    await user.click(within(party).getByRole('gridcell', { name: 'Sunday 6 December 2026' }));
    expect(
      screen.queryByRole('region', { name: /^Tell me if a table comes up/ }),
    ).not.toBeInTheDocument();
  });

  it('offers the call button on step 2 for a day where no table seats the party', async () => {
    const user = userEvent.setup();
    const getCalendar = jest.fn(async (_storeId: string, { month }: { month: string }) =>
      Array.from({ length: 30 }, (_, i) => ({
        date: `${month}-${String(i + 1).padStart(2, '0')}`,
        status: 'unavailable' as const,
        reason: 'no-tables' as const,
      })),
    );
    renderJourney(fakeApi({ getCalendar }));
    const party = stepRegion('2. Table size, time and date');
    await user.type(within(party).getByRole('textbox', { name: 'Date' }), '05/12/2026');
    expect(await within(party).findByRole('alert')).toHaveTextContent(
      'There are no tables for your party on Saturday 5 December 2026. Choose another date.',
    );
    expect(
      within(party).getByText(
        "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!",
      ),
    ).toBeInTheDocument();
    expect(within(party).getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      'tel:02079460000',
    );
    expect(
      screen.queryByRole('region', { name: /^Tell me if a table comes up/ }),
    ).not.toBeInTheDocument();
  });
});
