import { currentTime, londonDate } from '@/lib/clock';

/** Today's London calendar date, YYYY-MM-DD, whatever the browser's zone (STYLE 9). */
export function londonToday(now: Date = currentTime()): string {
  return londonDate(now);
}
