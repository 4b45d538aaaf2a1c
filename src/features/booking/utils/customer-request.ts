import type { BookingRequestInput } from '../booking-api.schema';
import type { BookingCustomer } from '../customer.schema';

/** The diner's part of a booking request, from the details form (both flows send the same). */
export function customerRequestFields(
  customer: BookingCustomer,
): Pick<
  BookingRequestInput,
  | 'firstName'
  | 'lastName'
  | 'emailAddress'
  | 'mobilePhoneNumber'
  | 'specialRequest'
  | 'shouldReceivePromotions'
  | 'shouldReceiveSms'
> {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    emailAddress: customer.email,
    // Spec 1 §5: the mobile number is sent with spaces stripped.
    mobilePhoneNumber: customer.phoneNumber.replace(/\s+/g, ''),
    specialRequest: customer.specialRequest,
    shouldReceivePromotions: customer.shouldReceivePromotions,
    shouldReceiveSms: customer.shouldReceiveSms,
  };
}
