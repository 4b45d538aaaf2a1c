import type { Restaurant } from '@/lib/content';
import type { BookingRow } from '../bookings.table';
import { bookingEmail } from './booking-emails';

// Only the fields the e-mail reads; a whole restaurant (hours, tiles, menus) would add nothing.
const restaurant = {
  title: 'Tavola Soho',
  addressLine1: '12 Greek Street',
  addressCity: 'London',
  postcode: 'W1D 4DH',
  phoneNumber: '020 7946 0000',
} as Restaurant;

const booking = {
  reference: 'TAV-7QK2',
  bookingType: 'booking',
  diningDate: '2026-03-28',
  diningTime: '19:30',
  adultCovers: 2,
  childCovers: 1,
  menuName: null,
  specialRequest: 'A <quiet> table & a high chair',
  firstName: 'Zoe',
  email: 'zoe@example.com',
} as BookingRow;

describe('the booking e-mails', () => {
  it('confirms a booking in the words diners have always had', () => {
    const mail = bookingEmail(booking, restaurant);
    expect(mail.to).toBe('zoe@example.com');
    expect(mail.subject).toBe('Your booking at Tavola Soho is confirmed');
    expect(mail.text).toBe(
      [
        'Hi Zoe,',
        '',
        'Your booking is confirmed.',
        '',
        'Reference: TAV-7QK2',
        'Restaurant: Tavola Soho, 12 Greek Street, London, W1D 4DH',
        'When: Saturday 28 March 2026 at 19:30',
        'Guests: 2 adults, 1 child',
        'Your request: A <quiet> table & a high chair',
        '',
        'Need to change it? Just call us on 020 7946 0000. We look forward to seeing you.',
      ].join('\n'),
    );
  });

  it('acknowledges an enquiry, saying it is not yet confirmed', () => {
    const mail = bookingEmail(
      { ...booking, bookingType: 'enquiry', adultCovers: 12, childCovers: 0, specialRequest: '' },
      { ...restaurant, phoneNumber: undefined },
    );
    expect(mail.subject).toBe('Your enquiry at Tavola Soho has been received');
    expect(mail.text).toBe(
      [
        'Hi Zoe,',
        '',
        'Your enquiry has been received.',
        "Please note this booking is not yet confirmed: we'll come back to you within 48 hours to confirm.",
        '',
        'Reference: TAV-7QK2',
        'Restaurant: Tavola Soho, 12 Greek Street, London, W1D 4DH',
        'When: Saturday 28 March 2026 at 19:30',
        'Guests: 12 adults',
        '',
        'Anything to add? Reply to this e-mail or call the restaurant.',
      ].join('\n'),
    );
  });

  it('says what was booked for an event: its name and the party', () => {
    const mail = bookingEmail(
      {
        ...booking,
        bookingType: 'event',
        diningDate: '2026-12-11',
        adultCovers: 8,
        childCovers: 0,
        menuName: 'Christmas menu',
        specialRequest: '',
        occasionName: 'Christmas party',
      },
      restaurant,
    );
    expect(mail.subject).toBe('Your Christmas party at Tavola Soho is confirmed');
    expect(mail.text).toBe(
      [
        'Hi Zoe,',
        '',
        'Your booking is confirmed.',
        '',
        'Reference: TAV-7QK2',
        'Occasion: Christmas party for 8 guests',
        'Restaurant: Tavola Soho, 12 Greek Street, London, W1D 4DH',
        'When: Friday 11 December 2026 at 19:30',
        'Guests: 8 adults',
        'Menu: Christmas menu',
        '',
        'Need to change it? Just call us on 020 7946 0000. We look forward to seeing you.',
      ].join('\n'),
    );
  });

  it('names the event in an enquiry for a party of 25+', () => {
    const mail = bookingEmail(
      {
        ...booking,
        bookingType: 'enquiry',
        adultCovers: 30,
        childCovers: 0,
        occasionName: 'Christmas party',
      },
      restaurant,
    );
    expect(mail.subject).toBe('Your enquiry at Tavola Soho has been received');
    expect(mail.text).toContain('Occasion: Christmas party for 30 guests');
  });
});

describe('the booking e-mails in HTML', () => {
  it('say the same, with the diner’s own words escaped', () => {
    const { html } = bookingEmail(booking, restaurant);
    expect(html).toContain('Your booking is confirmed.');
    expect(html).toMatch(/<th scope="row"[^>]*>Reference<\/th>\s*<td[^>]*>TAV-7QK2<\/td>/);
    expect(html).toContain('A &lt;quiet&gt; table &amp; a high chair');
    expect(html).not.toContain('<quiet>');
  });

  it('send replies to the restaurant when it has a valid address', () => {
    expect(bookingEmail(booking, { ...restaurant, email: 'soho@tavola.co.uk' }).replyTo).toBe(
      'soho@tavola.co.uk',
    );
    expect(bookingEmail(booking, { ...restaurant, email: 'not an address' })).not.toHaveProperty(
      'replyTo',
    );
    expect(bookingEmail(booking, restaurant)).not.toHaveProperty('replyTo');
  });
});
