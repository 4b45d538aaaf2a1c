import type { HoursException, WeeklyHours } from '@/lib/content';
import { useNow } from '@/lib/ui';
import { openingState } from '@/features/locations';

interface OpeningStatusProps {
  hours: WeeklyHours;
  exceptions: HoursException[];
}

/**
 * "Open · closes 22:00" or "Closed · opens 12:00" at the visitor's moment, kept current while the
 * page is open. The page is served from cache, so its HTML holds only an empty line of the same
 * height: the state is decided in the browser once it has hydrated, never by the server.
 */
export function OpeningStatus({ hours, exceptions }: OpeningStatusProps) {
  const now = useNow();
  if (!now)
    return (
      <p className="mb-2" data-testid="opening-status" aria-hidden="true">
        &nbsp;
      </p>
    );
  const state = openingState(hours, exceptions, now);
  if (state.isOpen === null)
    return (
      <p className="mb-2" data-testid="opening-status">
        {state.times}
      </p>
    );
  return (
    <p className="mb-2" data-testid="opening-status">
      <strong className={state.isOpen === 'Open' ? 'text-success' : undefined}>
        {state.isOpen}
      </strong>
      {state.times && <> · {state.times}</>}
    </p>
  );
}
