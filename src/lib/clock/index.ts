export {
  addCalendarDays,
  civilFromDays,
  daysFromCivil,
  longDate,
  weekdayOfDate,
} from './calendar-days';
export { currentTime, pinClock } from './clock';
export { londonDate, londonYear, siteTimeZone } from './london';
export { monthNames, weekdayNames } from './month-names';
