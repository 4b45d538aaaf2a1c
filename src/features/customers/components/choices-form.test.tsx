import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Choice } from '@/lib/content';
import type { CustomerPreferences } from '../customer-preferences';
import { ChoicesForm } from './choices-form';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';

const customer = {
  guid: '0b7c9a4e-3f5d-4c2a-9e1b-7d6f5a4b3c2d',
  choices: { visitFrequency: ['About once a month'] },
} as unknown as CustomerPreferences;
const choices: Choice[] = [
  {
    id: 'choice-favourite-dish',
    title: 'What do you like to eat?',
    key: 'favouriteDish',
    options: ['Pizza', 'Pasta'],
    oneAnswer: false,
  },
  {
    id: 'choice-visit-frequency',
    title: 'How often do you eat with us?',
    key: 'visitFrequency',
    options: ['Once a week or more', 'About once a month'],
    oneAnswer: true,
  },
];

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() => jsonAnswer(200, { message: 'Success' }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('ChoicesForm', () => {
  it('takes one answer where the question asks for one, several elsewhere', async () => {
    const user = userEvent.setup();
    render(<ChoicesForm customer={customer} choices={choices} />);
    expect(screen.getByRole('radio', { name: 'About once a month' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Once a week or more' }));
    expect(screen.getByRole('radio', { name: 'About once a month' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Pizza' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pasta' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your preferences have been saved.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string).choices).toEqual({
      favouriteDish: ['Pizza', 'Pasta'],
      visitFrequency: ['Once a week or more'],
    });
  });
});
