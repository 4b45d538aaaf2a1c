import { formatInTimeZone } from 'date-fns-tz';
import { BOOKING_TIME_ZONE } from './calendar';

/** Today's London calendar date, YYYY-MM-DD, whatever the browser's zone (STYLE 9). */
export function londonToday(now: Date = new Date()): string {
  return formatInTimeZone(now, BOOKING_TIME_ZONE, 'yyyy-MM-dd');
}
