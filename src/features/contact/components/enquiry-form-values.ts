import type { EnquiryType } from '../contact.schema';

/** An enquiry form's fields as the browser holds them: both forms' fields, guests for groups. */
export interface EnquiryFormValues {
  firstName: string;
  lastName: string;
  email: string;
  enquiryType: EnquiryType | '';
  enquiryRestaurant: string;
  message: string;
  guests?: number;
}

export type EnquiryKind = 'contact' | 'groupBooking';

export const enquiryFields = [
  'firstName',
  'lastName',
  'email',
  'enquiryType',
  'enquiryRestaurant',
  'message',
  'guests',
] as const satisfies readonly (keyof EnquiryFormValues)[];

/**
 * An empty form (spec 2 §4: after a send, and on reset, the type and restaurant are cleared and a
 * group's guests go back to 0). A form on a restaurant's own page starts with that restaurant; a
 * group's starts at group bookings, or the type the editors offer instead (`groupEnquiryType`).
 */
export function emptyEnquiry(
  kind: EnquiryKind,
  restaurant = '',
  groupType: EnquiryType | '' = 'groupBookings',
): EnquiryFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    enquiryType: kind === 'groupBooking' ? groupType : '',
    enquiryRestaurant: restaurant,
    message: '',
    ...(kind === 'groupBooking' ? { guests: 0 } : {}),
  };
}
