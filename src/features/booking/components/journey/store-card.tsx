import { useId } from 'react';
import { formatMiles } from '@/features/locations';
import { Heading } from '@/lib/ui';
import type { StoreAvailability } from '../../booking-api.types';
import styles from './journey.module.scss';

interface StoreCardProps {
  store: StoreAvailability;
  /** The time chosen at this restaurant, if the choice is here. */
  selectedTime?: string;
  onSelect: (time: string) => void;
}

/** One restaurant of step 3: its name, distance and a button per free time. */
export function StoreCard({ store, selectedTime, onSelect }: StoreCardProps) {
  const headingId = useId();
  return (
    <li className="card">
      <div className="card-body">
        <Heading depth={1} id={headingId} className="h6 card-title mb-1">
          {store.storeName}
        </Heading>
        {!store.isFirstChoice && (
          <p className="small text-body-secondary mb-1">Closest alternative</p>
        )}
        {store.miles !== null && <p className="small mb-2">{formatMiles(store.miles)}</p>}
        {/* The group takes the restaurant's name, so each time button is heard with it. */}
        <div role="group" aria-labelledby={headingId} className={styles.slots}>
          {store.timeSlots.map(({ time }) => (
            <button
              key={time}
              type="button"
              className={`btn ${time === selectedTime ? 'btn-primary' : 'btn-outline-primary'} ${styles.slot}`}
              aria-pressed={time === selectedTime}
              onClick={() => onSelect(time)}
            >
              {time}
            </button>
          ))}
        </div>
        {store.timeSlots.length === 0 && <p className="small mb-0">No times available</p>}
      </div>
    </li>
  );
}
