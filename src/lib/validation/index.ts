// Validation rules shared by every feature's forms and API bodies.
export {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  phoneSchema,
  specialRequestSchema,
} from './person.schema';
export {
  calendarDateSchema,
  dateTimeSchema,
  isCalendarDate,
  isDateTime,
  queryIntegerSchema,
} from './dates';
export { parseWithoutEvalInBrowser } from './browser-zod';
export {
  isStorableText,
  storableTextSchema,
  unstorableTextField,
  unstorableTextMessage,
} from './storable-text';
