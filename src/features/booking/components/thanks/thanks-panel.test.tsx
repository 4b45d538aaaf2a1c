import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCalendarFile } from './testing/download-calendar-file';
import { ThanksPanel, type ThanksPanelProps } from './thanks-panel';

const booking: ThanksPanelProps = {
  kind: 'booking',
  reference: 'TAV-7K2Q9X',
  customer: {
    firstName: 'Zoë',
    lastName: "O'Neill",
    email: 'zoe@example.com',
    phoneNumber: '07700900123',
  },
  restaurant: {
    title: 'London Soho',
    address: '41 Dean Street, London, W1D 4QF',
    lat: 51.5136,
    lon: -0.1321,
    path: '/restaurants/london/soho',
  },
  adults: 2,
  children: 1,
  date: '2026-12-05',
  time: '19:30',
  menu: 'Festive set menu',
  area: 'Terrace',
  brand: 'Tavola',
  menuLink: '/restaurants/london/soho/menu',
  onClose: jest.fn(),
};

const enquiry: ThanksPanelProps = {
  ...booking,
  kind: 'enquiry',
  reference: 'ENQ-4H8P2M',
  adults: 26,
  children: 0,
};

/** The description list as [term, definition] pairs, as a screen reader walks it. */
function summary() {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
  return terms.map((term, index) => [term, definitions[index]]);
}

describe('ThanksPanel for a booking', () => {
  it('confirms the booking with its reference and takes the focus', () => {
    render(<ThanksPanel {...booking} />);
    const heading = screen.getByRole('heading', { name: 'Your booking is confirmed.' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Booking reference: TAV-7K2Q9X')).toBeInTheDocument();
    expect(screen.queryByText(/not yet confirmed/)).not.toBeInTheDocument();
  });

  it('lists name, email, telephone, location, adults, children, date, time, menu and area', () => {
    render(<ThanksPanel {...booking} />);
    expect(summary()).toEqual([
      ['Name', "Zoë O'Neill"],
      ['Email', 'zoe@example.com'],
      ['Telephone', '07700900123'],
      ['Location', 'London Soho41 Dean Street, London, W1D 4QF'],
      ['Adults', '2'],
      ['Children', '1'],
      ['Date', '05/12/2026'],
      ['Time', '19:30'],
      ['Menu', 'Festive set menu'],
      ['Area', 'Terrace'],
    ]);
  });

  it('links to the menu, directions by lat,lng in a new tab and the privacy policy', () => {
    render(<ThanksPanel {...booking} />);
    expect(screen.getByRole('link', { name: 'View Menu' })).toHaveAttribute(
      'href',
      '/restaurants/london/soho/menu',
    );
    const directions = screen.getByRole('link', { name: 'Get Directions (opens in a new tab)' });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=51.5136,-0.1321',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('closes with the Close button', async () => {
    const onClose = jest.fn();
    render(<ThanksPanel {...booking} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers ADD IT TO YOUR CALENDAR with Outlook, Google and Apple', async () => {
    render(<ThanksPanel {...booking} />);
    const calendar = screen.getByRole('region', { name: 'ADD IT TO YOUR CALENDAR' });
    expect(
      within(calendar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      ' Outlook (opens in a new tab)',
      ' Google (opens in a new tab)',
      ' Apple (downloads a calendar file)',
    ]);
    const apple = within(calendar).getByRole('link', { name: /^Apple/ });
    expect(apple).toHaveAttribute('download', 'Tavola-booking-TAV-7K2Q9X.ics');
    await downloadCalendarFile(apple);
    const ics = decodeURIComponent(apple.getAttribute('href')!.replace(/^data:[^,]*,/, ''));
    expect(ics).toContain('\r\nUID:TAV-7K2Q9X@tavola\r\n');
    expect(ics).toContain('\r\nDTSTART:20261205T193000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Reservation at Tavola London Soho\r\n');
  });
});

describe('ThanksPanel for an enquiry', () => {
  it('says the enquiry was received, not yet confirmed, with its reference', () => {
    render(<ThanksPanel {...enquiry} />);
    expect(screen.getByRole('heading', { name: 'Your enquiry has been received.' })).toHaveFocus();
    expect(screen.getByText('Enquiry reference: ENQ-4H8P2M')).toBeInTheDocument();
    expect(screen.queryByText(/Booking reference/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && /not yet/.test(element.textContent ?? ''),
      ),
    ).toHaveTextContent(
      "Please note this booking is not yet confirmed, we'll come back to you within 48 hours to confirm.",
    );
  });

  it('has no calendar links', () => {
    render(<ThanksPanel {...enquiry} />);
    expect(screen.queryByText('ADD IT TO YOUR CALENDAR')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Outlook|Google|Apple/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("leaves out a missing menu and telephone, and says 'No preference' for no area", () => {
    render(
      <ThanksPanel
        {...enquiry}
        menu={undefined}
        area={undefined}
        customer={{ ...enquiry.customer, phoneNumber: '' }}
      />,
    );
    expect(summary().map(([term]) => term)).toEqual([
      'Name',
      'Email',
      'Location',
      'Adults',
      'Children',
      'Date',
      'Time',
      'Area',
    ]);
    expect(summary()).toContainEqual(['Area', 'No preference']);
    expect(summary()).toContainEqual(['Adults', '26']);
    expect(summary()).toContainEqual(['Children', '0']);
  });
});

describe('ThanksPanel for an event', () => {
  it('says what was booked', () => {
    const party = { ...booking, adults: 8, children: 0, booked: 'Christmas party for 8 guests' };
    render(<ThanksPanel {...party} />);
    expect(screen.getByText('Christmas party for 8 guests')).toBeInTheDocument();
  });

  it('says nothing more for a table', () => {
    render(<ThanksPanel {...booking} />);
    expect(screen.queryByText(/ for \d+ guests/)).not.toBeInTheDocument();
  });
});
