import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerPreferences } from '../customer-preferences';
import { interestOptions } from '../customer.schema';
import { CustomerGate } from './customer-gate';
import { PreferencesForm } from './preferences-form';
import { UnsubscribeSection } from './unsubscribe-section';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';

const guid = '0b7c9a4e-3f5d-4c2a-9e1b-7d6f5a4b3c2d';
const customer: CustomerPreferences = {
  guid,
  message: 'Success',
  firstName: 'Zoe',
  favRestaurantCode: '1002',
  birthDate: '**/**/****',
  gender: '',
  phoneNumber: '',
  websiteSmsOptIn: false,
  smsCodeSent: false,
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
    // The birthday on file is masked: no select shows it.
    expect(screen.getByText('We have your birthday.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Day' })).not.toBeInTheDocument();
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
      gender: 'Female',
      websiteSmsOptIn: false,
    });
    // Not changed, so left out: the birthday on file stays as it is.
    expect(savedBody()).not.toHaveProperty('birthday');
    expect(savedBody()).not.toHaveProperty('birthDate');
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
    expect(savedBody()).not.toHaveProperty('gender');
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

  it('changes the birthday to 29 February 2023 and sends it as chosen, not as 1 March', async () => {
    const user = userEvent.setup();
    renderPage();
    await firstName();
    await user.click(screen.getByRole('button', { name: 'Change your birthday' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '29');
    await user.selectOptions(screen.getByRole('combobox', { name: /Year/ }), '2023');
    await user.click(save());
    await screen.findByText('Your preferences have been saved.');
    expect(savedBody()).toMatchObject({ birthday: { day: 29, month: 2, year: 2023 } });
  });

  it('keeps the number on file, shown masked, when texts are asked for', async () => {
    const user = userEvent.setup();
    customer.phoneNumber = '*******123';
    try {
      renderPage();
      expect(await screen.findByRole('textbox', { name: /Mobile number/ })).toHaveValue(
        '*******123',
      );
      await user.click(screen.getByRole('checkbox', { name: /text message/ }));
      await user.click(save());
      await screen.findByText('Your preferences have been saved.');
      expect(savedBody()).toMatchObject({ phoneNumber: '*******123', websiteSmsOptIn: true });
    } finally {
      customer.phoneNumber = '';
    }
  });

  it('asks for the code texted, and says texts start once it is right', async () => {
    const user = userEvent.setup();
    saveAnswer = () => jsonAnswer(200, { message: 'Success', smsCodeSent: true });
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '07700900123');
    await user.click(screen.getByRole('checkbox', { name: /text message/ }));
    await user.click(save());
    expect(
      await screen.findByText(
        "We've texted a code to your mobile. Enter it here to start getting our texts.",
      ),
    ).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Code from the text' });
    saveAnswer = () =>
      jsonAnswer(400, {
        code: 400,
        message: 'Bad Request',
        issues: [{ field: 'code', message: 'refused' }],
      });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        "That code isn't right, or it has expired. Please check it, or save your preferences again for a new one.",
      ),
    ).toBeInTheDocument();
    saveAnswer = () => jsonAnswer(200, { message: 'Success' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText("Thank you. You'll now get our offers by text."),
    ).toBeInTheDocument();
    const confirm = fetchMock.mock.calls.filter(([url]) => url === '/api/exponea/confirmSmsOptIn');
    expect(JSON.parse((confirm.at(-1)?.[1] as RequestInit).body as string)).toMatchObject({
      guid,
      code: '123456',
    });
  });

  it('keeps texts asked for while their code waits, so a save does not take them back', async () => {
    const user = userEvent.setup();
    const waiting = { ...customer, phoneNumber: '*******123', smsCodeSent: true };
    fetchMock.mockImplementation((url: string) =>
      url.startsWith('/api/exponea/getcustomerpreferences/')
        ? jsonAnswer(200, waiting)
        : jsonAnswer(200, { message: 'Success', smsCodeSent: true }),
    );
    renderPage();
    expect(await screen.findByRole('checkbox', { name: /text message/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Code from the text' })).toBeInTheDocument();
    await user.click(save());
    await screen.findByText('Your preferences have been saved.');
    expect(savedBody()).toMatchObject({ websiteSmsOptIn: true, phoneNumber: '*******123' });
    expect(screen.getByRole('textbox', { name: 'Code from the text' })).toBeInTheDocument();
  });
});
