import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerMessages } from '../customer.schema';
import { SignUpForm } from './sign-up-form';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';

const mockPush = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ push: mockPush }) }));

const restaurants = [
  { storeId: '1001', title: 'London Covent Garden' },
  { storeId: '1002', title: 'London Soho' },
];

let fetchMock: jest.Mock;
beforeEach(() => {
  mockPush.mockClear();
  fetchMock = jest.fn(() => jsonAnswer(200, { statusCode: 200, message: 'Success' }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const select = (name: RegExp | string) => screen.getByRole('combobox', { name });
const checkbox = (name: RegExp | string) => screen.getByRole('checkbox', { name });
const dayChoices = () =>
  within(select(/^Day/))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((text) => text !== 'Day');

const renderForm = (props: Partial<Parameters<typeof SignUpForm>[0]> = {}) =>
  render(<SignUpForm restaurants={restaurants} siteName="Tavola" smsOptIn={true} {...props} />);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Email/), 'zoe@example.com');
  await user.selectOptions(select(/Favourite restaurant/), 'London Soho');
  await user.type(field(/First name/), 'Zoë');
  await user.selectOptions(select(/^Month/), 'February');
  await user.selectOptions(select(/^Day/), '29');
  await user.click(checkbox(/offers, news and events by e-mail/));
}

describe('SignUpForm', () => {
  it('asks for each field, the mandatory ones with an asterisk, the year as optional', () => {
    renderForm();
    expect(screen.getByText(/Fields marked/)).toHaveTextContent('Fields marked * are required.');
    for (const name of [/Email/, /First name/]) expect(field(name)).toBeRequired();
    expect(select(/Favourite restaurant/)).toBeRequired();
    expect(select(/^Day/)).toBeRequired();
    expect(select(/^Month/)).toBeRequired();
    expect(select(/^Year/)).not.toBeRequired();
    expect(screen.getByText('Year', { selector: 'label' })).toHaveTextContent('Year (optional)');
    expect(field(/Mobile number/)).not.toBeRequired();
    const terms = checkbox(/offers, news and events by e-mail/);
    expect(terms).toBeRequired();
    expect(terms).toHaveAccessibleName(
      "I'd like to hear about Tavola's offers, news and events by e-mail, and I agree to the terms and privacy policy",
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('offers the SMS box only with the brand’s SMS opt-in, and the partner box only with its label', () => {
    const { unmount } = renderForm({ smsOptIn: false, siteName: 'Tavola Express' });
    expect(screen.queryByRole('checkbox', { name: /text message/ })).not.toBeInTheDocument();
    expect(checkbox(/offers, news and events/)).toHaveAccessibleName(
      /^I'd like to hear about Tavola Express's offers/,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    unmount();
    renderForm({ partnerTermsLabel: 'Send me offers from our partner too' });
    expect(checkbox(/text message/)).not.toBeChecked();
    expect(checkbox('Send me offers from our partner too')).not.toBeChecked();
  });

  it('lists as many days as the chosen month has: February 29, April 30', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(dayChoices()).toHaveLength(31);
    await user.selectOptions(select(/^Month/), 'February');
    expect(dayChoices()).toHaveLength(29);
    expect(dayChoices().at(-1)).toBe('29');
    await user.selectOptions(select(/^Month/), 'April');
    expect(dayChoices()).toHaveLength(30);
    await user.selectOptions(select(/^Month/), 'December');
    expect(dayChoices()).toHaveLength(31);
    await user.selectOptions(select(/^Day/), '31');
    await user.selectOptions(select(/^Month/), 'June');
    expect(select(/^Day/)).toHaveValue('');
  });

  it('names every missing field in the schema’s words when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(field(/Email/)).toHaveAccessibleDescription('Please enter your email address.');
    expect(select(/Favourite restaurant/)).toHaveAccessibleDescription(
      customerMessages.chooseRestaurant,
    );
    expect(field(/First name/)).toHaveAccessibleDescription('Please enter your first name.');
    expect(select(/^Day/)).toHaveAccessibleDescription(customerMessages.chooseDay);
    expect(select(/^Month/)).toHaveAccessibleDescription(customerMessages.chooseMonth);
    expect(checkbox(/offers, news and events/)).toHaveAccessibleDescription(
      customerMessages.acceptTerms,
    );
    expect(field(/Mobile number/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs the mobile number only with the SMS box ticked; one given must still be valid', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(checkbox(/text message/));
    expect(field(/Mobile number/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(field(/Mobile number/)).toHaveAccessibleDescription(
      expect.stringContaining(customerMessages.phoneForSms),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(checkbox(/text message/));
    expect(field(/Mobile number/)).not.toBeRequired();
    expect(field(/Mobile number/)).not.toHaveAttribute('aria-invalid');

    await user.type(field(/Mobile number/), '0771');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(field(/Mobile number/)).toHaveAccessibleDescription(
      expect.stringContaining('Your mobile number needs at least 8 digits.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up with the values as chosen, clears the form and goes to the thanks page', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.type(field(/Mobile number/), '07700 900123');
    await user.click(checkbox(/text message/));
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(mockPush).toHaveBeenCalledWith('/signup-thanks');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/signup');
    expect(JSON.parse(init.body)).toEqual({
      emailAddress: 'zoe@example.com',
      favouriteRestaurant: '1002',
      firstName: 'Zoë',
      phoneNumber: '07700 900123',
      birthday: { day: '29', month: '2', year: '' },
      acceptTerms: true,
      acceptSMSTerms: true,
    });
    expect(field(/Email/)).toHaveValue('');
    expect(checkbox(/offers, news and events/)).not.toBeChecked();
  });

  it.each([
    ['a failure', jsonAnswer(500, { code: 500 }), 'Something went wrong, please try again.'],
    [
      'a captcha refusal',
      jsonAnswer(403, { code: 403, message: 'Invalid token' }),
      'Something went wrong, please try again.',
    ],
    [
      'too many sign-ups',
      jsonAnswer(429, {
        code: 429,
        message: 'Too many sign-ups from here. Please wait 10 minutes.',
      }),
      'Too many sign-ups from here. Please wait 10 minutes.',
    ],
  ])('keeps the values and says so in an alert on %s', async (_case, response, message) => {
    fetchMock.mockImplementationOnce(() => response);
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
    expect(field(/Email/)).toHaveValue('zoe@example.com');
    expect(select(/^Day/)).toHaveValue('29');
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal of a field on that field', async () => {
    fetchMock.mockImplementationOnce(() =>
      jsonAnswer(400, {
        code: 400,
        message: 'favouriteRestaurant: Please choose one of our restaurants.',
        issues: [
          { field: 'favouriteRestaurant', message: 'Please choose one of our restaurants.' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(select(/Favourite restaurant/)).toHaveAccessibleDescription(
      'Please choose one of our restaurants.',
    );
  });
});
