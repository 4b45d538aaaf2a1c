import { useEffect, useId, useRef, useState } from 'react';
import { locationMessages, type RestaurantSummary } from '@/features/locations';
import { setModalOpen } from '@/lib/ui';
import { fetchRestaurants } from '../../client/restaurants';
import type { JourneySettings } from '../../journey-settings';
import { BookingJourneyPanel } from './booking-journey-panel';
import { JourneyLoading } from './journey-loading';
import styles from './booking-modal.module.scss';
import { ModalHeader } from './modal-header';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [restaurants, setRestaurants] = useState<RestaurantSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [journeyKey, setJourneyKey] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal?.();
      setModalOpen('booking', true);
    }
    if (!open && element.open) element.close?.();
    if (open) return;
    setModalOpen('booking', false);
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
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape closes through the same path as the Close button, removing the hash.
        event.preventDefault();
        onClose();
      }}
    >
      <ModalHeader titleId={titleId} title="Book a Table" onClose={onClose} />
      <div className={styles.body}>
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
      </div>
    </dialog>
  );
}
