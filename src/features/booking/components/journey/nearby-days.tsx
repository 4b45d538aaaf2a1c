import { longDate } from '@/lib/clock';

interface NearbyDaysProps {
  /** The chosen restaurant's name. */
  restaurantName: string;
  /** Up to 3 dates with a table there, YYYY-MM-DD; nothing shows without one. */
  days: readonly string[];
  /** A day was chosen: the search runs again for it. */
  onChoose: (date: string) => void;
}

/**
 * Step 3 when the chosen restaurant has nothing on the day (issue 35): the nearest days it has a
 * table, one button each, beside the other restaurants the search already offers.
 */
export function NearbyDays({ restaurantName, days, onChoose }: NearbyDaysProps) {
  if (days.length === 0) return null;
  return (
    <section aria-labelledby="nearby-days-heading" className="mb-3">
      <h4 id="nearby-days-heading" className="h6">
        {`${restaurantName} has a table on these days`}
      </h4>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {days.map((date) => (
          <li key={date}>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => onChoose(date)}
            >
              {longDate(date)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
