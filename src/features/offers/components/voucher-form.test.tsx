import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VoucherForm } from './voucher-form';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() => jsonAnswer(200, { statusCode: 200, message: 'Success' }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const email = () => screen.getByRole('textbox', { name: /Email/ });
const terms = () =>
  screen.getByRole('checkbox', { name: /I agree to the terms and conditions of this offer/ });
const getCode = () => screen.getByRole('button', { name: 'Get my voucher code' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'zoe@example.com');
  await user.click(terms());
  await user.click(getCode());
}

describe('VoucherForm', () => {
  it('names what is missing in the browser, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<VoucherForm offerSlug="30-off-students" />);
    expect(email()).toBeRequired();
    expect(terms()).toBeRequired();
    await user.click(getCode());
    expect(email()).toHaveAccessibleDescription('Please enter your email address.');
    expect(terms()).toHaveAccessibleDescription(
      'Please tick the box to agree to the terms of the offer.',
    );
    await user.type(email(), 'zoe@');
    await user.tab();
    expect(email()).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the code request, then says where it went, with the success button', async () => {
    const user = userEvent.setup();
    render(
      <VoucherForm
        offerSlug="30-off-students"
        successButtonText="Find a restaurant"
        successButtonUrl="/find-us"
      />,
    );
    await fill(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/offer/getcode');
    expect(JSON.parse(init.body as string)).toEqual({
      offerSlug: '30-off-students',
      emailAddress: 'zoe@example.com',
      acceptTerms: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "We've e-mailed your voucher code to zoe@example.com.",
    );
    expect(screen.getByRole('link', { name: 'Find a restaurant' })).toHaveAttribute(
      'href',
      '/find-us',
    );
    expect(screen.queryByRole('button', { name: 'Get my voucher code' })).not.toBeInTheDocument();
  });

  it('leads to overrideSuccessUrl when the offer has one', async () => {
    const user = userEvent.setup();
    render(
      <VoucherForm
        offerSlug="30-off-students"
        successButtonText="Book a table"
        successButtonUrl="/find-us"
        overrideSuccessUrl="/book-now"
      />,
    );
    await fill(user);
    expect(await screen.findByRole('link', { name: 'Book a table' })).toHaveAttribute(
      'href',
      '/book-now',
    );
  });

  it('shows no button when the offer has no success button text', async () => {
    const user = userEvent.setup();
    render(<VoucherForm offerSlug="30-off-students" successButtonUrl="/find-us" />);
    await fill(user);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('swallows a failure silently, but says how long to wait after a 429', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error');
    fetchMock.mockImplementationOnce(() => jsonAnswer(500, { code: 500, message: 'Sorry' }));
    render(<VoucherForm offerSlug="30-off-students" successButtonText="Go" />);
    await fill(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Swallowed, but the button does not look dead: it offers to try again.
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(tryAgain).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Get my voucher code' })).not.toBeInTheDocument();

    fetchMock.mockImplementationOnce(() =>
      jsonAnswer(429, { code: 429, message: 'Too many requests. Please try again in 5 minutes.' }),
    );
    await user.click(tryAgain);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 5 minutes.',
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('after a failure, trying again sends the request again and can succeed', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementationOnce(() => jsonAnswer(500, { code: 500, message: 'Sorry' }));
    render(<VoucherForm offerSlug="30-off-students" />);
    await fill(user);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "We've e-mailed your voucher code to zoe@example.com.",
    );
  });
});
