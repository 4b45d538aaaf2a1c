import { formatInTimeZone } from 'date-fns-tz';
import { addCalendarDays, siteTimeZone } from '@/lib/clock';
import {
  weekdays,
  type DayHours,
  type HoursException,
  type UnreadableHours,
  type WeeklyHours,
} from '@/lib/content';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Open or Closed now, and when that changes (spec 2 §3 "Opening hours", §4 "Opening hours state"). */
export type OpeningState =
  | {
      isOpen: 'Open' | 'Closed';
      /** 'closes 22:00', 'opens 12:00' (today or tomorrow), 'opens Tuesday 12:00', or ''. */
      times: string;
    }
  /** Today's hours are in the content but unreadable (an editor's typo): diners are asked to call. */
  | { isOpen: null; times: typeof callForHours };

export const callForHours = "Please call for today's hours";

function hoursOn(
  date: string,
  hours: WeeklyHours,
  exceptions: HoursException[],
): DayHours | UnreadableHours | null {
  const exception = exceptions.find((candidate) => candidate.date === date);
  if (exception) return 'closed' in exception ? null : exception;
  return hours[weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()]!] ?? null;
}

/**
 * Whether a restaurant is open at `now`, in London time (spec 2 §4): open and before closing:
 * Open, 'closes {time}'; before opening: Closed, 'opens {time}'; after closing: Closed, with the
 * next opening. A close before the open time is after midnight, so last night's late opening
 * still counts in the small hours. When today's hours cannot be read, no one can say: diners are
 * asked to call; the next opening is never promised past a day that cannot be read.
 */
export function openingState(
  hours: WeeklyHours,
  exceptions: HoursException[],
  now: Date,
): OpeningState {
  const [today, time] = formatInTimeZone(now, siteTimeZone, "yyyy-MM-dd'T'HH:mm").split('T') as [
    string,
    string,
  ];
  const current = minutes(time);

  const yesterday = hoursOn(addCalendarDays(today, -1), hours, exceptions);
  if (
    yesterday &&
    !('unreadable' in yesterday) &&
    minutes(yesterday.close) <= minutes(yesterday.open) &&
    current < minutes(yesterday.close)
  ) {
    return { isOpen: 'Open', times: `closes ${yesterday.close}` };
  }
  const day = hoursOn(today, hours, exceptions);
  if (day && 'unreadable' in day) return { isOpen: null, times: callForHours };
  if (day) {
    const open = minutes(day.open);
    const close = minutes(day.close) <= open ? minutes(day.close) + 1440 : minutes(day.close);
    if (current < open) return { isOpen: 'Closed', times: `opens ${day.open}` };
    if (current < close) return { isOpen: 'Open', times: `closes ${day.close}` };
  }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const date = addCalendarDays(today, ahead);
    const next = hoursOn(date, hours, exceptions);
    if (next && 'unreadable' in next) break;
    if (next) {
      // Tomorrow reads as the spec words it; a later day is named, so no one is misled.
      const weekday = formatInTimeZone(new Date(`${date}T12:00:00Z`), 'UTC', 'EEEE');
      return {
        isOpen: 'Closed',
        times: ahead === 1 ? `opens ${next.open}` : `opens ${weekday} ${next.open}`,
      };
    }
  }
  return { isOpen: 'Closed', times: '' };
}
