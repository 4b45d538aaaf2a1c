import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReferralForm } from './referral-form';

const answer = (status: number, body: unknown) =>
  Promise.resolve({ status, ok: status < 300, json: () => Promise.resolve(body) });
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() => answer(200, { statusCode: 200 }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

async function fill(user: ReturnType<typeof userEvent.setup>, friend = 'sam@example.com') {
  await user.type(field(/Your first name/), 'Zoë');
  await user.type(field(/^Your email/), 'zoe@example.com');
  await user.type(field(/Your friend's email/), friend);
}

describe('ReferralForm', () => {
  it('names the missing fields and refuses the diner’s own address as the friend’s', async () => {
    const user = userEvent.setup();
    render(<ReferralForm />);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(field(/Your first name/)).toHaveAccessibleDescription('Please enter your first name.');
    expect(field(/^Your email/)).toHaveAccessibleDescription('Please enter your email address.');
    await fill(user, 'ZOE@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(field(/Your friend's email/)).toHaveAccessibleDescription(
      "Please enter your friend's e-mail address, not your own.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the referral, thanks the diner in its place, and starts again empty', async () => {
    const user = userEvent.setup();
    render(<ReferralForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/referral');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Zoë',
      email: 'zoe@example.com',
      friendEmail: 'sam@example.com',
    });
    const thanks = await screen.findByRole('status');
    expect(within(thanks).getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(thanks).toHaveTextContent("We've sent your friend an invitation.");
    expect(thanks).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Refer another friend' }));
    expect(field(/Your friend's email/)).toHaveValue('');
  });

  it('keeps the values and shows the server’s wait in an alert on a 429', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(429, { code: 429, message: 'Too many invitations. Please wait 10 minutes.' }),
    );
    const user = userEvent.setup();
    render(<ReferralForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many invitations. Please wait 10 minutes.');
    expect(field(/Your first name/)).toHaveValue('Zoë');
  });
});
