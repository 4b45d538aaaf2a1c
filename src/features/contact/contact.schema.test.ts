import { unboundedStrings } from '@/lib/validation/testing/unbounded-strings';
import {
  contactFormSchema,
  contactMessages,
  groupBookingFormSchema,
  needsRestaurant,
} from './contact.schema';

const enquiry = {
  firstName: 'Zoë',
  lastName: "O'Neill",
  email: 'zoe@example.com',
  enquiryType: 'feedback',
  enquiryRestaurant: '1001',
  message: 'Lovely dinner on Friday — thank you! (Table 12, 7:30pm.)',
};

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the contact form schema (spec 2 §5 "Contact tile")', () => {
  it('accepts a whole enquiry, trimming the message', () => {
    const parsed = contactFormSchema.parse({ ...enquiry, message: `  ${enquiry.message}  ` });
    expect(parsed.message).toBe(enquiry.message);
  });

  it('needs first name, last name, e-mail, type and message, each with its message', () => {
    expect(issues(contactFormSchema.safeParse({}))).toEqual({
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: expect.any(String),
      enquiryType: contactMessages.chooseType,
      message: expect.any(String),
    });
    expect(issues(contactFormSchema.safeParse({ ...enquiry, enquiryType: '' }))).toEqual({
      enquiryType: 'Please choose what your message is about.',
    });
    expect(issues(contactFormSchema.safeParse({ ...enquiry, message: '   ' }))).toEqual({
      message: 'Please enter your message.',
    });
  });

  it('needs a restaurant for booking enquiries, group bookings and feedback, not for others', () => {
    for (const enquiryType of ['bookingEnquiries', 'groupBookings', 'feedback']) {
      expect(needsRestaurant(enquiryType)).toBe(true);
      expect(
        issues(contactFormSchema.safeParse({ ...enquiry, enquiryType, enquiryRestaurant: '' })),
      ).toEqual({ enquiryRestaurant: 'Please choose the restaurant.' });
    }
    expect(
      contactFormSchema.safeParse({ ...enquiry, enquiryType: 'others', enquiryRestaurant: '' })
        .success,
    ).toBe(true);
  });

  it('limits the message to 2,000 characters of letters, digits and everyday punctuation', () => {
    expect(issues(contactFormSchema.safeParse({ ...enquiry, message: 'a'.repeat(2001) }))).toEqual({
      message: 'Your message can be at most 2,000 characters.',
    });
    for (const message of ['<script>alert(1)</script>', 'a {b}', 'x = y', 'back`tick']) {
      expect(issues(contactFormSchema.safeParse({ ...enquiry, message }))).toEqual({
        message: contactMessages.messageCharacters,
      });
    }
    expect(
      contactFormSchema.safeParse({
        ...enquiry,
        message: 'Ça va? £20 & 15% off, café “top”… – merci',
      }).success,
    ).toBe(true);
  });

  it('bounds every string', () => {
    expect(unboundedStrings(contactFormSchema)).toEqual([]);
    expect(unboundedStrings(groupBookingFormSchema)).toEqual([]);
  });
});

describe('the group-booking form schema (spec 2 §5 "Group-booking contact")', () => {
  const group = { ...enquiry, enquiryType: undefined, guests: 30 };

  it('is a group booking by default, and needs guests above 0 and a restaurant', () => {
    expect(groupBookingFormSchema.parse(group).enquiryType).toBe('groupBookings');
    expect(issues(groupBookingFormSchema.safeParse({ ...group, guests: 0 }))).toEqual({
      guests: 'Please enter at least 1 guest.',
    });
    expect(issues(groupBookingFormSchema.safeParse({ ...group, guests: Number.NaN }))).toEqual({
      guests: 'Please enter how many guests are coming.',
    });
    expect(issues(groupBookingFormSchema.safeParse({ ...group, guests: 2.5 }))).toEqual({
      guests: 'Please enter a whole number of guests.',
    });
    expect(issues(groupBookingFormSchema.safeParse({ ...group, guests: '30' }))).toEqual({
      guests: 'Please enter how many guests are coming.',
    });
    expect(issues(groupBookingFormSchema.safeParse({ ...group, enquiryRestaurant: '' }))).toEqual({
      enquiryRestaurant: 'Please choose the restaurant.',
    });
  });
});
