import {
  readableHours,
  weekdays,
  type DayHours,
  type HoursException,
  type UnreadableHours,
  type WeeklyHours,
} from '@/lib/content';

const dayNames: Record<(typeof weekdays)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
// The week as diners read it, Monday first.
const week = [...weekdays.slice(1), weekdays[0]];

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** '11:30 – 22:00', or a request to call when the content's hours for the day cannot be read. */
function shownHours(day: DayHours | UnreadableHours): string {
  const hours = readableHours(day);
  return hours ? `${hours.open} – ${hours.close}` : 'Please call for hours';
}

/** The weekly opening hours, then the dates that differ (spec 2 §3 "Opening hours"). */
export function OpeningHours({
  hours,
  exceptions,
  today,
}: {
  hours: WeeklyHours;
  exceptions: HoursException[];
  today: string;
}) {
  const upcoming = exceptions.filter((exception) => exception.date >= today);
  return (
    <>
      <table className="table table-sm mb-3">
        <caption className="visually-hidden">Opening hours</caption>
        <tbody>
          {week.map((day) => (
            <tr key={day}>
              <th scope="row" className="fw-normal">
                {dayNames[day]}
              </th>
              <td>{hours[day] ? shownHours(hours[day]) : 'Closed'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {upcoming.length > 0 && (
        <>
          <h3 className="h6">Special opening hours</h3>
          <ul className="list-unstyled small">
            {upcoming.map((exception) => (
              <li key={exception.date}>
                {longDate(exception.date)}
                {exception.label && ` (${exception.label})`}:{' '}
                {'closed' in exception ? 'Closed' : shownHours(exception)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
