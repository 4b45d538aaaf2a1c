import { useEffect, useState } from 'react';
import { locationMessages, type RestaurantSummary } from '@/features/locations';
import { fetchRestaurants } from '../../client/restaurants';
import type { JourneySettings } from '../../journey-settings';
import { BookingDialog } from './booking-dialog';
import { BookingJourneyPanel } from './booking-journey-panel';
import { JourneyLoading } from './journey-loading';

/** Closing resets the journey after this delay (spec 1 §9), once the closing has been seen. */
export const MODAL_RESET_DELAY_MS = 500;

interface BookingModalProps {
  open: boolean;
  /** Opened by a group-booking trigger (spec 2 §4). */
  group: boolean;
  settings: JourneySettings;
  onClose: () => void;
}

/**
 * The 'Book a Table' modal (spec 1 §2): a native dialog, so focus stays inside and Escape closes;
 * clicking the backdrop does not close it, the Close button does. Every field resets 500 ms after
 * it closes.
 */
export function BookingModal({ open, group, settings, onClose }: BookingModalProps) {
  const [restaurants, setRestaurants] = useState<RestaurantSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [journeyKey, setJourneyKey] = useState(0);

  useEffect(() => {
    if (open) return;
    const reset = window.setTimeout(() => setJourneyKey((key) => key + 1), MODAL_RESET_DELAY_MS);
    return () => window.clearTimeout(reset);
  }, [open]);

  useEffect(() => {
    if (!open || restaurants) return;
    let live = true;
    fetchRestaurants().then(
      (list) => {
        if (!live) return;
        setFailed(false);
        setRestaurants(list);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, restaurants]);

  return (
    <BookingDialog id="booking" open={open} title="Book a Table" onClose={onClose}>
      {failed && (
        <p role="alert" className="text-danger">
          {locationMessages.restaurantsFailed}
        </p>
      )}
      {!failed && !restaurants && <JourneyLoading />}
      {restaurants && (
        <BookingJourneyPanel
          key={`${journeyKey}-${group}`}
          restaurants={restaurants}
          settings={settings}
          group={group}
          onClose={onClose}
        />
      )}
    </BookingDialog>
  );
}
