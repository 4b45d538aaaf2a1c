import { useEffect, useState } from 'react';
import type { HoursException, WeeklyHours } from '@/lib/content';
import { openingState } from '@/features/locations';

interface OpeningStatusProps {
  hours: WeeklyHours;
  exceptions: HoursException[];
  /** When the page was made (ISO): the first render shows the state then, as the server did. */
  renderedAt: string;
}

/** "Open · closes 22:00" or "Closed · opens 12:00", kept current while the page is open. */
export function OpeningStatus({ hours, exceptions, renderedAt }: OpeningStatusProps) {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0); // the page may have been cached: use the visitor's clock
    const every = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, []);
  const state = openingState(hours, exceptions, now);
  return (
    <p className="mb-2" data-testid="opening-status">
      <strong className={state.isOpen === 'Open' ? 'text-success' : undefined}>
        {state.isOpen}
      </strong>
      {state.times && <> · {state.times}</>}
    </p>
  );
}
