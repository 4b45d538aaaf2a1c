export { addCalendarDays, civilFromDays, daysFromCivil } from './calendar-days';
export { currentTime, pinClock } from './clock';
export { londonDate, londonYear, siteTimeZone } from './london';
export { monthNames } from './month-names';
