import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { formWordingSchema } from '@/lib/content';
import { FormLabels } from '@/lib/forms';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';
import { ReferralForm } from './referral-form';
import { SignUpForm } from './sign-up-form';

// The sign-up and refer-a-friend forms speak the editors' words (settings 'Form wording') where
// they gave some, and the code's everywhere else.

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));
beforeEach(() => {
  global.fetch = jest.fn(() => jsonAnswer(200, { statusCode: 200 })) as unknown as typeof fetch;
});

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

const withWording = (wording: unknown, form: ReactNode) =>
  render(
    <FormLabels shown placeholders wording={formWordingSchema.parse(wording)}>
      {form}
    </FormLabels>,
  );

const signUp = (
  <SignUpForm
    restaurants={[{ storeId: '1002', title: 'London Soho' }]}
    siteName="Tavola"
    smsOptIn
  />
);

describe('SignUpForm', () => {
  it('shows the editors’ labels, placeholder, help, prompt and button', () => {
    withWording(
      {
        signUp: {
          fields: {
            emailAddress: { label: 'Your e-mail', placeholder: 'you@example.com' },
            phoneNumber: { help: 'Only for our texts, never shared.' },
            favouriteRestaurant: { placeholder: 'Pick your local' },
            birthday: { label: 'When is your birthday?' },
          },
          button: 'Join the list',
        },
      },
      signUp,
    );
    expect(field(/Your e-mail/)).toHaveAttribute('placeholder', 'you@example.com');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveAccessibleDescription(
      'Only for our texts, never shared.',
    );
    expect(screen.getByRole('option', { name: 'Pick your local' })).toHaveValue('');
    expect(screen.getByRole('group', { name: /When is your birthday\?/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the list' })).toBeInTheDocument();
  });

  it('says what the code says when the settings give no words', () => {
    withWording(undefined, signUp);
    expect(field(/Email/)).toHaveAttribute('placeholder', 'name@example.com');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveAccessibleDescription(
      'Needed only if you would like our texts.',
    );
    expect(screen.getByRole('option', { name: 'Please choose a restaurant' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sign me up' })).toBeInTheDocument();
  });
});

describe('ReferralForm', () => {
  it('labels its fields and thanks the diner in the editors’ words', async () => {
    const user = userEvent.setup();
    withWording(
      {
        referral: {
          fields: { friendEmail: { label: 'Their email', help: 'We write to them once.' } },
          thanks: { text: 'Your friend is invited.', again: 'Invite someone else' },
        },
      },
      <ReferralForm />,
    );
    await user.type(field(/Your first name/), 'Zoë');
    await user.type(field(/^Your email/), 'zoe@example.com');
    expect(field(/Their email/)).toHaveAccessibleDescription('We write to them once.');
    await user.type(field(/Their email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you!');
    expect(thanks).toHaveTextContent('Your friend is invited.');
    expect(screen.getByRole('button', { name: 'Invite someone else' })).toBeInTheDocument();
  });
});
