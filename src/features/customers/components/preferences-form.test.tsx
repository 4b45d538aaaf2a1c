import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerPreferences } from '../customer-preferences';
import { interestOptions } from '../customer.schema';
import { CustomerGate } from './customer-gate';
import { PreferencesForm, UnsubscribeSection } from './preferences-form';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';

const guid = '0b7c9a4e-3f5d-4c2a-9e1b-7d6f5a4b3c2d';
const customer: CustomerPreferences = {
  guid,
  message: 'Success',
  firstName: 'Zoe',
  favRestaurantCode: '1002',
  birthDate: Date.UTC(1904, 2, 14) / 1000,
  gender: '',
  phoneNumber: '',
  websiteSmsOptIn: false,
  websiteOptIn: true,
  interests: interestOptions.map((name) => ({ name, checked: name === 'Family dining' })),
  choices: {},
  occasionDates: [],
  email: 'z**@example.com',
};
const restaurants = [
  { storeId: '1001', title: 'London Covent Garden' },
  { storeId: '1002', title: 'London Soho' },
];

let saveAnswer: () => ReturnType<typeof jsonAnswer>;
let fetchMock: jest.Mock;
beforeEach(() => {
  saveAnswer = () => jsonAnswer(200, { message: 'Success' });
  fetchMock = jest.fn((url: string) => {
    if (url.startsWith('/api/exponea/getcustomerpreferences/')) {
      return url.endsWith(guid)
        ? jsonAnswer(200, customer)
        : jsonAnswer(404, { code: 404, title: 'Not Found', message: 'Customer not found' });
    }
    if (url.startsWith('/api/unsubscribe/')) return jsonAnswer(200, { message: 'Success' });
    return saveAnswer();
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderPage(link = guid, hideGender = false) {
  render(
    <CustomerGate guid={link}>
      {(loaded) => (
        <>
          <PreferencesForm customer={loaded} restaurants={restaurants} hideGender={hideGender} />
          <UnsubscribeSection customer={loaded} />
        </>
      )}
    </CustomerGate>,
  );
}
const firstName = () => screen.findByRole('textbox', { name: /First name/ });
const save = () => screen.getByRole('button', { name: 'Save' });
const savedBody = () => {
  const call = fetchMock.mock.calls.find(
    ([url]) => url === '/api/exponea/updateCustomerPreferences',
  );
  return JSON.parse((call?.[1] as RequestInit).body as string) as Record<string, unknown>;
};

describe('PreferencesForm', () => {
  it('says what to do when the link is not a customer’s, and shows no form', async () => {
    renderPage('11111111-1111-4111-8111-111111111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't find your preferences. Please use the link in your latest e-mail from us.",
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('loads the customer, and saves the changes with Success', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await firstName()).toHaveValue('Zoe');
    expect(screen.getByRole('combobox', { name: /Favourite restaurant/ })).toHaveValue('1002');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('14');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: /Year/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Family dining' })).toBeChecked();

    await user.clear(await firstName());
    await user.type(await firstName(), 'Zoë');
    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian and vegan' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Gender/ }), 'Female');
    await user.click(save());

    expect(await screen.findByText('Your preferences have been saved.')).toBeInTheDocument();
    expect(savedBody()).toMatchObject({
      guid,
      firstName: 'Zoë',
      favRestaurantCode: '1002',
      birthDate: Date.UTC(1904, 2, 14) / 1000,
      gender: 'Female',
      websiteSmsOptIn: false,
    });
    expect(savedBody().interests).toEqual(
      interestOptions.map((name) => ({
        name,
        checked: name === 'Family dining' || name === 'Vegetarian and vegan',
      })),
    );
  });

  it('says so when the save fails', async () => {
    const user = userEvent.setup();
    saveAnswer = () => jsonAnswer(500, { code: 500, message: 'Sorry' });
    renderPage();
    await firstName();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, we couldn't save your preferences. Please try again.",
    );
    expect(screen.queryByText('Your preferences have been saved.')).not.toBeInTheDocument();
  });

  it('needs a mobile number only with the SMS opt-in', async () => {
    const user = userEvent.setup();
    renderPage();
    const phone = await screen.findByRole('textbox', { name: /Mobile number/ });
    expect(phone).not.toBeRequired();
    await user.click(screen.getByRole('checkbox', { name: /text message/ }));
    expect(phone).toBeRequired();
    await user.click(save());
    expect(phone).toHaveAccessibleDescription(
      'Please enter your mobile number to get texts from us.',
    );
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/exponea/updateCustomerPreferences',
      expect.anything(),
    );
    await user.type(phone, '07700 900123');
    await user.click(save());
    expect(await screen.findByText('Your preferences have been saved.')).toBeInTheDocument();
    expect(savedBody()).toMatchObject({ websiteSmsOptIn: true, phoneNumber: '07700 900123' });
  });

  it('hides the gender when the brand’s setting says so, and keeps the saved one', async () => {
    const user = userEvent.setup();
    renderPage(guid, true);
    await firstName();
    expect(screen.queryByRole('combobox', { name: /Gender/ })).not.toBeInTheDocument();
    await user.click(save());
    await screen.findByText('Your preferences have been saved.');
    expect(savedBody()).toMatchObject({ gender: '' });
  });

  it('unsubscribes from marketing e-mails', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText(
        "You've been unsubscribed. You won't get marketing e-mails from us any more.",
      ),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/unsubscribe/${guid}`, expect.anything());
  });
});
