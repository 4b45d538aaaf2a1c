import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingMessages } from '../../booking-errors';
import { customer } from '../testing/fixtures';
import { ConfirmDetailsStep, type BookingSummary } from './confirm-details-step';

const summary: BookingSummary = {
  restaurantName: 'Tavola Leeds',
  occasion: 'Dinner',
  adults: 4,
  children: 1,
  date: '2026-03-29',
  time: '19:30',
  menu: 'Set menu',
  area: 'Terrace',
};

type Props = Parameters<typeof ConfirmDetailsStep>[0];

function renderStep(overrides: Partial<Props> = {}) {
  const props: Props = {
    summary,
    submitLabel: 'Book Now',
    submitting: false,
    onSubmit: jest.fn(),
    ...overrides,
  };
  render(<ConfirmDetailsStep {...props} />);
  return props;
}

const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextSibling;

describe('ConfirmDetailsStep', () => {
  it('reads the booking back, the date as dd/MM/yyyy', () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Confirm your booking' })).toBeInTheDocument();
    expect(term('Restaurant')).toHaveTextContent('Tavola Leeds');
    expect(term('Adults')).toHaveTextContent('4');
    expect(term('Children')).toHaveTextContent('1');
    expect(term('Date')).toHaveTextContent('29/03/2026');
    expect(term('Time')).toHaveTextContent('19:30');
    expect(term('Menu')).toHaveTextContent('Set menu');
    expect(term('Area')).toHaveTextContent('Terrace');
  });

  it('books without a mobile number, which is optional in this flow', async () => {
    const props = renderStep();
    expect(screen.getByRole('textbox', { name: 'Mobile number (optional)' })).not.toBeRequired();
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(props.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ada', email: 'ada@example.com', phoneNumber: '' }),
    );
  });

  it('labels an enquiry and shows the enquiry notice', () => {
    renderStep({ submitLabel: 'Enquire Now', enquiryNotice: bookingMessages.enquiryNotice(25) });
    expect(screen.getByRole('button', { name: 'Enquire Now' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'An enquiry will be sent to the restaurant for bookings of 25+ guests. We will respond within 48 hours.',
      ),
    ).toBeInTheDocument();
  });

  it('shows why a booking failed', () => {
    renderStep({ errorMessage: bookingMessages.bookingFailed });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong trying to place your booking, please try again.',
    );
  });

  it('once the details are given, reads them back with Edit above the card guarantee', async () => {
    const onEditDetails = jest.fn();
    renderStep({
      card: {
        customer: { ...customer, phoneNumber: '' },
        onEditDetails,
        guarantee: <button type="button">Submit Card</button>,
      },
    });
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('Ada Lovelace');
    expect(details).toHaveTextContent('ada@example.com');
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Card guarantee' });
    expect(card).toContainElement(screen.getByRole('button', { name: 'Submit Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit your details' }));
    expect(onEditDetails).toHaveBeenCalledTimes(1);
  });
});
