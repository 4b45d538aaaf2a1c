import { useEffect, useId } from 'react';
import { setInProgress } from '@/lib/ui';

/**
 * Tells the page that the diner is in the middle of this booking (`started`), so that nothing
 * (the newsletter popup) opens over it; over when it is no longer started or leaves the page.
 * A booking in a dialog needs it too: the dialog may close while the journey stays mounted.
 */
export function useJourneyInProgress(started: boolean): void {
  const id = useId();
  useEffect(() => {
    setInProgress(`booking-${id}`, started);
    return () => setInProgress(`booking-${id}`, false);
  }, [id, started]);
}
