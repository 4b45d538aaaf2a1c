import type { StoreAvailability } from '../../booking-api.types';
import { CallNotice } from './call-notice';
import styles from './journey.module.scss';
import { StoreCard } from './store-card';

/** A restaurant and time the diner has picked in step 3. */
export interface SlotChoice {
  storeId: string;
  time: string;
}

interface AvailabilityStepProps {
  stores: StoreAvailability[];
  selected: SlotChoice | null;
  /** `bookingMessages.noAvailability` or `.sameDayLargeParty`: shown with the call button. */
  message?: string;
  /** The chosen restaurant's number, for the call button. */
  phoneNumber?: string;
  onSelect: (store: StoreAvailability, time: string) => void;
}

/**
 * Step 3 'Select a restaurant and time' (spec 1 §2, §4 "Availability outcomes"): a card per
 * restaurant with its free times; a restaurant other than the one chosen is marked as the closest
 * alternative. When nothing suits, the message offers a call.
 */
export function AvailabilityStep({
  stores,
  selected,
  message,
  phoneNumber,
  onSelect,
}: AvailabilityStepProps) {
  return (
    <div>
      <CallNotice message={message} phoneNumber={phoneNumber} />
      {stores.length > 0 && (
        <ul className={styles.cards}>
          {stores.map((store) => (
            <StoreCard
              key={store.storeId}
              store={store}
              selectedTime={selected?.storeId === store.storeId ? selected.time : undefined}
              onSelect={(time) => onSelect(store, time)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
