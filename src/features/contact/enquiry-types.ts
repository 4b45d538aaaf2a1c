import type { ContentEnquiryType } from '@/lib/content';
import { enquiryTypes, type EnquiryType } from './contact.schema';

/** An enquiry type as the forms offer it: its value and the words the form shows. */
export interface EnquiryTypeChoice {
  value: EnquiryType;
  label: string;
}

/**
 * The enquiry types the forms offer and the routes accept: the settings' 'Enquiry types' when the
 * editors set them (already checked against the spec's four), else the code's four. The browser
 * and the server read it from the same settings, so the form never offers what the route refuses.
 */
export function offeredEnquiryTypes(fromContent?: ContentEnquiryType[]): EnquiryTypeChoice[] {
  return fromContent?.length ? fromContent : enquiryTypes.map((type) => ({ ...type }));
}

/**
 * The type the group-booking form starts at (spec 2 §4): group bookings, or the first offered
 * when the editors have taken group bookings off the list.
 */
export function groupEnquiryType(offered: EnquiryTypeChoice[]): EnquiryType | '' {
  return offered.some((type) => type.value === 'groupBookings')
    ? 'groupBookings'
    : (offered[0]?.value ?? '');
}
