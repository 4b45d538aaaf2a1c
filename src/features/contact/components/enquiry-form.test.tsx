import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from './enquiry-form';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';

const restaurants = [
  { storeId: '1001', title: 'London Covent Garden' },
  { storeId: '1002', title: 'London Soho' },
];

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() => jsonAnswer(200, { statusCode: 200 }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const select = (name: RegExp | string) => screen.getByRole('combobox', { name });

async function fillContact(user: ReturnType<typeof userEvent.setup>, type = 'Feedback on a visit') {
  await user.type(field(/First name/), 'Zoë');
  await user.type(field(/Last name/), "O'Neill");
  await user.type(field(/Email/), 'zoe@example.com');
  await user.selectOptions(select(/What is your message about/), type);
  if (type !== 'Something else') await user.selectOptions(select(/Restaurant/), 'London Soho');
  await user.type(field(/Your message/), 'Lovely dinner, thank you!');
}

describe('EnquiryForm: contact', () => {
  it('marks every mandatory field with an asterisk, and asks for a restaurant only when needed', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm kind="contact" restaurants={restaurants} />);
    expect(screen.getByText(/Fields marked/)).toHaveTextContent('Fields marked * are required.');
    for (const name of [/First name/, /Last name/, /Email/, /Your message/]) {
      expect(field(name)).toBeRequired();
    }
    expect(screen.getByText('First name').parentElement).toHaveTextContent('First name *');
    expect(screen.queryByRole('combobox', { name: /Restaurant/ })).not.toBeInTheDocument();
    await user.selectOptions(select(/What is your message about/), 'A booking');
    expect(select(/Restaurant/)).toBeRequired();
    await user.selectOptions(select(/What is your message about/), 'Something else');
    expect(screen.queryByRole('combobox', { name: /Restaurant/ })).not.toBeInTheDocument();
  });

  it('shows a field’s error only once the diner has left it', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm kind="contact" restaurants={restaurants} />);
    await user.type(field(/Email/), 'zoe@');
    expect(field(/Email/)).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(field(/First name/)).not.toHaveAttribute('aria-invalid');
  });

  it('names every missing field when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm kind="contact" restaurants={restaurants} />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(field(/First name/)).toHaveAccessibleDescription('Please enter your first name.');
    expect(select(/What is your message about/)).toHaveAccessibleDescription(
      'Please choose what your message is about.',
    );
    expect(field(/Your message/)).toHaveAccessibleDescription('Please enter your message.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the enquiry, then thanks the diner in its place; another starts empty', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm kind="contact" restaurants={restaurants} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/contact/sendemail', expect.any(Object));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init.body)).toEqual({
      firstName: 'Zoë',
      lastName: "O'Neill",
      email: 'zoe@example.com',
      enquiryType: 'feedback',
      enquiryRestaurant: '1002',
      message: 'Lovely dinner, thank you!',
    });
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent("Your message has been sent. We'll reply within 48 hours.");
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/First name/)).toHaveValue('');
    expect(select(/What is your message about/)).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: /Restaurant/ })).not.toBeInTheDocument();
  });

  it.each([
    ['a failure', jsonAnswer(500, { code: 500 }), 'Something went wrong, please try again.'],
    [
      'a 200 without statusCode 200',
      jsonAnswer(200, { statusCode: 500 }),
      'Something went wrong, please try again.',
    ],
    ['an unreadable answer', jsonAnswer(200, undefined), 'Something went wrong, please try again.'],
    [
      'a captcha refusal',
      jsonAnswer(403, { code: 403, message: 'Invalid token' }),
      'Something went wrong, please try again.',
    ],
    [
      'too many messages',
      jsonAnswer(429, {
        code: 429,
        message: 'Too many messages sent from here. Please wait 10 minutes and try again.',
      }),
      'Too many messages sent from here. Please wait 10 minutes and try again.',
    ],
  ])('keeps the form and says so on %s', async (_case, response, message) => {
    fetchMock.mockImplementationOnce(() => response);
    const user = userEvent.setup();
    render(<EnquiryForm kind="contact" restaurants={restaurants} />);
    await fillContact(user, 'Something else');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
    expect(field(/First name/)).toHaveValue('Zoë');
  });

  it('puts the server’s refusal of a field on that field', async () => {
    fetchMock.mockImplementationOnce(() =>
      jsonAnswer(400, {
        code: 400,
        message: 'enquiryRestaurant: Please choose one of our restaurants.',
        issues: [{ field: 'enquiryRestaurant', message: 'Please choose one of our restaurants.' }],
      }),
    );
    const user = userEvent.setup();
    render(<EnquiryForm kind="contact" restaurants={restaurants} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(select(/Restaurant/)).toHaveAccessibleDescription(
      'Please choose one of our restaurants.',
    );
  });
});

describe('EnquiryForm: group booking', () => {
  it('asks for the guests and the restaurant, and posts to the group-booking route', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm kind="groupBooking" restaurants={restaurants} restaurant="1001" />);
    // The enquiry type is a field of the form (spec 2 §2), starting at group bookings.
    expect(select(/What is your message about/)).toHaveValue('groupBookings');
    expect(select(/What is your message about/)).toBeRequired();
    expect(select(/Restaurant/)).toHaveValue('1001');
    const guests = screen.getByRole('spinbutton', { name: /Number of guests/ });
    expect(guests).toHaveValue(0);
    await user.type(field(/First name/), 'Ada');
    await user.type(field(/Last name/), 'Lovelace');
    await user.type(field(/Email/), 'ada@example.com');
    await user.type(field(/Tell us about your group/), 'A leaving do on 12 March, about 7pm.');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(guests).toHaveAccessibleDescription('Please enter at least 1 guest.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(guests);
    await user.type(guests, '30');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact/group-booking');
    expect(JSON.parse(init.body)).toMatchObject({
      guests: 30,
      enquiryType: 'groupBookings',
      enquiryRestaurant: '1001',
    });
    const thanks = await screen.findByRole('status');
    expect(within(thanks).getByText(/sent to the restaurant/)).toBeInTheDocument();
  });

  it('sends the enquiry type the diner chose, and starts again at group bookings', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm kind="groupBooking" restaurants={restaurants} restaurant="1002" />);
    await user.type(field(/First name/), 'Ada');
    await user.type(field(/Last name/), 'Lovelace');
    await user.type(field(/Email/), 'ada@example.com');
    await user.selectOptions(select(/What is your message about/), 'A booking');
    await user.clear(screen.getByRole('spinbutton', { name: /Number of guests/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Number of guests/ }), '12');
    await user.type(field(/Tell us about your group/), 'A birthday on 3 May, 8pm.');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init.body)).toMatchObject({ enquiryType: 'bookingEnquiries', guests: 12 });
    await user.click(await screen.findByRole('button', { name: /another|again/i }));
    expect(select(/What is your message about/)).toHaveValue('groupBookings');
  });
});
