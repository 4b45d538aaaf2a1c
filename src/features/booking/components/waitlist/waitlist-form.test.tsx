import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waitlistMessages } from '../../waitlist/waitlist-messages';
import { WaitlistForm } from './waitlist-form';

// jsdom has no Response: the part of one the client reads.
const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
  });

function renderForm(fetch: jest.Mock, onTablesFound = jest.fn()) {
  render(
    <WaitlistForm
      storeId="1001"
      date="2026-12-07"
      adultCovers={3}
      childCovers={1}
      time="19:30"
      onTablesFound={onTablesFound}
      fetch={fetch}
    />,
  );
  return onTablesFound;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
}

describe("step 3's 'Tell me if a table comes up'", () => {
  it('starts on the searched time to an hour on; sends the party and the window', async () => {
    const user = userEvent.setup();
    const fetch = answer(200, { status: 'waiting' });
    renderForm(fetch);
    expect(screen.getByRole('heading', { name: waitlistMessages.heading })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('19:30');
    expect(screen.getByLabelText('Until')).toHaveValue('20:30');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: waitlistMessages.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      waitlistMessages.joined('ada@example.com'),
    );
    expect(fetch).toHaveBeenCalledWith('/api/booking/waitlist/1001', expect.anything());
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({
      timeFrom: '19:30',
      timeTo: '20:30',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      date: '2026-12-07',
      adultCovers: 3,
      childCovers: 1,
    });
  });

  it('sends nothing while a field is wrong, and says what is wrong', async () => {
    const user = userEvent.setup();
    const fetch = answer(200, { status: 'waiting' });
    renderForm(fetch);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.selectOptions(screen.getByLabelText('From'), '21:00');
    await user.click(screen.getByRole('button', { name: waitlistMessages.submit }));
    expect(await screen.findByText(waitlistMessages.windowBackwards)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's reason; a table free after all searches again", async () => {
    const user = userEvent.setup();
    const fetch = answer(400, { code: 6, title: 'x', message: waitlistMessages.tablesFree });
    const onTablesFound = renderForm(fetch);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: waitlistMessages.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(waitlistMessages.tablesFree);
    expect(onTablesFound).toHaveBeenCalledTimes(1);
  });
});
