import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pinClock } from '@/lib/clock';
import type { ManagedBooking } from '../manage-api';
import { ManageBooking } from './manage-booking';

const token = 'a'.repeat(43);
const booking: ManagedBooking = {
  reference: 'TAV-7K2Q9X',
  bookingType: 'booking',
  status: 'confirmed',
  restaurant: {
    storeId: '1001',
    title: 'London Covent Garden',
    address: '1 Long Acre, London, WC2E 9LH',
    phoneNumber: '020 7946 0107',
    path: '/restaurants/london/covent-garden',
  },
  date: '2026-12-11',
  time: '19:00',
  adults: 2,
  children: 1,
  occasion: 'Table booking',
  menu: null,
  extras: [{ name: 'Prosecco on arrival', quantity: 2 }],
  specialRequest: '',
  diner: { firstName: 'Jane', lastName: 'Smith', email: 'jane@example.com' },
  canChange: true,
  canCancel: true,
  lockedReason: null,
  hasCardGuarantee: false,
  cardGuaranteeFromCovers: 8,
  enquiryFromCovers: 25,
  brand: 'Tavola',
};

function answer(status: number, body: unknown) {
  return Promise.resolve({
    ok: status < 400,
    status,
    text: () => Promise.resolve(JSON.stringify(body)),
  });
}

// The booking is on 11 December 2026; the change form offers dates from London's today on, so the
// clock is pinned a fortnight before it (a real clock past that day would make the date invalid).
let restoreClock: () => void;
beforeAll(() => {
  restoreClock = pinClock('2026-11-27T12:00:00Z');
});
afterAll(() => restoreClock());

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('ManageBooking', () => {
  it('shows the booking as the thanks panel does, with Change, Cancel and the calendar file', () => {
    render(<ManageBooking token={token} brandKey="tavola" booking={booking} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    const list = screen.getByText('TAV-7K2Q9X').closest('dl')!;
    expect(within(list).getByText('TAV-7K2Q9X')).toBeVisible();
    expect(within(list).getByText('Jane Smith')).toBeVisible();
    expect(within(list).getByText('Friday 11 December 2026')).toBeVisible();
    expect(within(list).getByText('2 adults, 1 child')).toBeVisible();
    expect(within(list).getByText('2 × Prosecco on arrival')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change booking' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Add to your calendar (.ics)' })).toHaveAttribute(
      'href',
      `/api/booking/manage/${token}/calendar`,
    );
  });

  it('cancels only after the diner confirms, then says so', async () => {
    const fetch = fetchMock.mockImplementation(() =>
      answer(200, {
        booking: {
          ...booking,
          status: 'cancelled',
          canChange: false,
          canCancel: false,
          lockedReason: 'This booking is cancelled.',
        },
      }),
    );
    render(<ManageBooking token={token} brandKey="tavola" booking={booking} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    expect(fetch).toHaveBeenCalledWith(
      `/api/booking/manage/${token}/cancel`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(
      await screen.findByText("Your booking is cancelled. We've sent you an e-mail to confirm."),
    ).toBeVisible();
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change booking' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Remove it from your calendar (.ics)' })).toBeVisible();
  });

  it('changes the time from the times offered, and shows a refusal in the spec wording', async () => {
    const fetch = fetchMock.mockImplementation((url: string) =>
      String(url).includes('/slots')
        ? answer(200, { times: ['18:30', '19:00', '19:30'] })
        : answer(409, { code: 4, title: 'BOOKING_NO_FREE_SLOT', message: 'x' }),
    );
    render(<ManageBooking token={token} brandKey="tavola" booking={booking} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change booking' }));
    await userEvent.click(await screen.findByRole('radio', { name: '19:30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
    );
    const change = fetch.mock.calls.find(([url]) => String(url).endsWith('/change'))!;
    expect(JSON.parse(String(change[1]!.body))).toEqual({
      diningDateTime: '2026-12-11T19:30',
      adultCovers: 2,
      childCovers: 1,
    });
  });

  it('within the cut-off: the reason and the call button, no Change or Cancel', () => {
    const reason =
      "Changes within 2 hours of your booking can't be made online. Please call us on 020 7946 0107.";
    render(
      <ManageBooking
        token={token}
        brandKey="tavola"
        booking={{ ...booking, canChange: false, canCancel: false, lockedReason: reason }}
      />,
    );
    expect(screen.getByText(reason)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Call London Covent Garden on 020 7946 0107' }),
    ).toHaveAttribute('href', 'tel:02079460107');
  });
});

it('asks for times again when the party changes', async () => {
  const fetch = fetchMock.mockImplementation(() => answer(200, { times: [] }));
  render(<ManageBooking token={token} brandKey="tavola" booking={booking} />);
  await userEvent.click(screen.getByRole('button', { name: 'Change booking' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '9');
  await waitFor(() =>
    expect(fetch).toHaveBeenLastCalledWith(
      `/api/booking/manage/${token}/slots?date=2026-12-11&adults=9&children=1`,
      expect.anything(),
    ),
  );
  expect(
    await screen.findByText(
      'There are no tables for this party on this date. Please try another date.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

// The embedded test gateway's client token: base64 JSON naming the 'test' environment.
const testClientToken = Buffer.from(
  JSON.stringify({ version: 2, environment: 'test', authorizationFingerprint: 'abc' }),
).toString('base64');
jest.mock('braintree-web-drop-in', () => ({ create: jest.fn() }));

it('takes a card when a change grows the party past the card guarantee, as a booking write', async () => {
  const fetch = fetchMock.mockImplementation((url: string) => {
    if (url.includes('/slots')) return answer(200, { times: ['19:00', '19:30'] });
    if (url === '/api/token') return answer(200, { accessToken: 'access-token' });
    if (url === '/api/v1/braintree/token') return answer(200, testClientToken);
    if (url === '/api/v1/braintree/submit') return answer(200, 'customer-42');
    return answer(200, { booking: { ...booking, adults: 9, time: '19:30' } });
  });
  const user = userEvent.setup();
  render(<ManageBooking token={token} brandKey="tavola" booking={booking} />);
  await user.click(screen.getByRole('button', { name: 'Change booking' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '9');
  expect(
    screen.getByText(
      'Parties of 8 or more give a card guarantee: add your card below, then save your changes.',
    ),
  ).toBeVisible();
  await user.click(await screen.findByRole('radio', { name: '19:30' }));
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4111111111111111');
  await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/39');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVV)' }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'W1D 4DJ');
  const save = screen.getByRole('button', { name: 'Save changes' });
  expect(save).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Submit Card' }));
  await waitFor(() => expect(save).toBeEnabled());
  const submit = fetch.mock.calls.find(([url]) => url === '/api/v1/braintree/submit')!;
  expect(JSON.parse(String(submit[1]!.body))).toMatchObject({
    FirstName: 'Jane',
    LastName: 'Smith',
    Email: 'jane@example.com',
  });
  await user.click(save);
  expect(
    await screen.findByText(
      "Your booking has been changed. We've sent you an e-mail with the new details.",
    ),
  ).toBeVisible();
  const change = fetch.mock.calls.find(([url]) => String(url).endsWith('/change'))!;
  expect(JSON.parse(String(change[1]!.body))).toEqual({
    diningDateTime: '2026-12-11T19:30',
    adultCovers: 9,
    childCovers: 1,
    braintreeCustomerId: 'customer-42',
  });
  // The same booking session as the card: the server checks the card is this session's.
  expect(change[1]!.headers).toMatchObject({
    Authorization: 'Bearer access-token',
    brandKey: 'tavola',
    sessionId: submit[1]!.headers.sessionId,
  });
});

it('lets a party already guaranteed by a card grow without a new one', async () => {
  fetchMock.mockImplementation(() => answer(200, { times: ['19:00'] }));
  render(
    <ManageBooking
      token={token}
      brandKey="tavola"
      booking={{ ...booking, hasCardGuarantee: true }}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Change booking' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '9');
  await screen.findByRole('radio', { name: '19:00' });
  expect(screen.queryByText(/give a card guarantee/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
});
