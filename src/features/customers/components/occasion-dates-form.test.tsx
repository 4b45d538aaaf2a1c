import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerPreferences } from '../customer-preferences';
import { OccasionDatesForm } from './occasion-dates-form';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';

const customer: CustomerPreferences = {
  guid: '0b7c9a4e-3f5d-4c2a-9e1b-7d6f5a4b3c2d',
  message: 'Success',
  firstName: 'Zoe',
  favRestaurantCode: '',
  birthDate: null,
  gender: '',
  phoneNumber: '',
  websiteSmsOptIn: false,
  smsCodeSent: false,
  websiteOptIn: true,
  interests: [],
  choices: {},
  occasionDates: [{ kind: 'Birthday', day: 31, month: 1 }],
  email: 'z***@example.com',
};

let answer: () => ReturnType<typeof jsonAnswer>;
let fetchMock: jest.Mock;
beforeEach(() => {
  answer = () => jsonAnswer(200, { message: 'Success' });
  fetchMock = jest.fn(() => answer());
  global.fetch = fetchMock as unknown as typeof fetch;
});

const renderForm = () =>
  render(<OccasionDatesForm customer={customer} kinds={['Birthday', 'Anniversary']} />);
const occasion = (number: number) => screen.getAllByRole('listitem')[number - 1] as HTMLElement;
const select = (number: number, name: string) =>
  within(occasion(number)).getByRole('combobox', { name: new RegExp(`^${name}`) });

describe('OccasionDatesForm', () => {
  it('names the occasion and the field that needs fixing, and forgets it once fixed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add an occasion' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(select(2, 'Day')).toHaveAccessibleDescription('Please choose the day.');
    expect(select(2, 'Day')).toBeInvalid();
    expect(select(2, 'Month')).toHaveAccessibleDescription('Please choose the month.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please check occasion 2: Please choose the day.',
    );
    expect(select(1, 'Day')).toBeValid();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(select(2, 'Month'), 'April');
    await user.selectOptions(select(2, 'Day'), '30');
    expect(select(2, 'Day')).toBeValid();
    expect(select(2, 'Month')).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your preferences have been saved.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string).occasionDates).toEqual([
      { kind: 'Birthday', day: 31, month: 1 },
      { kind: 'Birthday', day: 30, month: 4 },
    ]);
  });

  it("puts the server's refusal on the occasion's field, until that occasion changes", async () => {
    const user = userEvent.setup();
    answer = () =>
      jsonAnswer(400, {
        code: 400,
        message: 'Bad Request',
        issues: [{ field: 'occasionDates.0.kind', message: 'Please choose one of the occasions.' }],
      });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('combobox', { name: /^Occasion 1/ }),
    ).toHaveAccessibleDescription('Please choose one of the occasions.');
    await user.selectOptions(select(1, 'Occasion 1'), 'Anniversary');
    expect(select(1, 'Occasion 1')).toBeValid();
  });

  it('a day the new month does not have is cleared, not kept out of sight', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(select(1, 'Month'), 'April');
    expect(select(1, 'Day')).toHaveValue('');
  });
});
