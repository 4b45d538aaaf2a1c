// The contact feature's server-only API: the enquiry routes and their table.
export {
  contactTypesHandler,
  sendContactHandler,
  sendGroupBookingHandler,
} from './server/contact-routes';
export { enquiries, type EnquiryRow } from './server/enquiries.table';
