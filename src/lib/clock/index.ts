export { addCalendarDays, civilFromDays, daysFromCivil, weekdayOfDate } from './calendar-days';
export { currentTime, pinClock } from './clock';
export { londonDate, londonYear, siteTimeZone } from './london';
export { monthNames } from './month-names';
