// The contact feature's client-safe API: the enquiry forms and their shared schemas.
export { EnquiryForm, type EnquiryRestaurant } from './components/enquiry-form';
export { GroupEnquiryWatcher, groupEnquiryHash } from './components/group-enquiry-watcher';
export {
  contactFormSchema,
  contactMessages,
  enquiryTypes,
  groupBookingFormSchema,
  needsRestaurant,
  type ContactEnquiry,
  type EnquiryType,
  type GroupBookingEnquiry,
} from './contact.schema';
export { contactCopy } from './messages';
export { groupEnquiryType, offeredEnquiryTypes, type EnquiryTypeChoice } from './enquiry-types';
