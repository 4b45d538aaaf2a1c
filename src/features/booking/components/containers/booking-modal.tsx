import { useEffect, useState } from 'react';
// Not through @/lib/ui: only pages that open a dialog load its code and styles.
import { SiteDialog } from '@/lib/ui/dialog/site-dialog';
import type { JourneySettings } from '../../journey-settings';
import { BookingJourneyPanel } from './booking-journey-panel';

/** Closing resets the journey after this delay (spec 1 §9), once the closing has been seen. */
export const MODAL_RESET_DELAY_MS = 500;

interface BookingModalProps {
  open: boolean;
  /** Opened by a group-booking trigger (spec 2 §4). */
  group: boolean;
  /** The occasion a #booking-{occasionId} link asked for. */
  occasionId?: string;
  settings: JourneySettings;
  onClose: () => void;
}

/**
 * The 'Book a Table' modal (spec 1 §2): a native dialog, so focus stays inside and Escape closes;
 * clicking the backdrop does not close it, the Close button does. Every field resets 500 ms after
 * it closes.
 */
export function BookingModal({ open, group, occasionId, settings, onClose }: BookingModalProps) {
  const [journeyKey, setJourneyKey] = useState(0);

  useEffect(() => {
    if (open) return;
    const reset = window.setTimeout(() => setJourneyKey((key) => key + 1), MODAL_RESET_DELAY_MS);
    return () => window.clearTimeout(reset);
  }, [open]);

  return (
    <SiteDialog id="booking" open={open} title="Book a Table" onClose={onClose}>
      <BookingJourneyPanel
        key={`${journeyKey}-${group}-${occasionId ?? ''}`}
        settings={settings}
        group={group}
        occasionId={occasionId}
        onClose={onClose}
      />
    </SiteDialog>
  );
}
