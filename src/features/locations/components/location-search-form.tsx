import { useId } from 'react';
import { Icon } from '@/lib/ui';
import { nearText, type useLocationSearch } from '../hooks/use-location-search';
import styles from './location-search-form.module.scss';

interface LocationSearchFormProps {
  /** The search box's visible label. */
  label: string;
  /** The location search this form drives (`useLocationSearch`). */
  search: ReturnType<typeof useLocationSearch>;
  /**
   * The device-location control: the finder's arrow beside the box (its empty message names "the
   * geolocation arrow"), or the booking journey's 'Use my location' button below it.
   */
  nearMe: 'arrow' | 'button';
}

/**
 * The search form of the location finder and of booking step 1 (spec 1 §5, spec 2 §4): the box
 * (Enter or the search button searches), the device-location control, and the live status line
 * (a message, or after 'Use my location' the town the results are measured from: 'Near Leeds').
 */
export function LocationSearchForm({ label, search, nearMe }: LocationSearchFormProps) {
  const inputId = useId();
  const { state, setQuery, submit, searchNearMe } = search;
  return (
    <>
      <form
        role="search"
        aria-label="Restaurants"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="form-label fw-bold">
          {label}
        </label>
        <div className={styles.searchBox}>
          <input
            id={inputId}
            type="search"
            className="form-control"
            placeholder="Search by postcode, town or city"
            autoComplete="off"
            value={state.query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {nearMe === 'arrow' && (
            <button type="button" className={styles.iconButton} onClick={searchNearMe}>
              <Icon name="crosshair" />
              <span className="visually-hidden">Use my location</span>
            </button>
          )}
          <button type="submit" className={styles.iconButton}>
            <Icon name="search" />
            <span className="visually-hidden">Search</span>
          </button>
        </div>
        {nearMe === 'button' && (
          <button type="button" className="btn btn-link px-0 mt-1" onClick={searchNearMe}>
            <Icon name="crosshair" className="me-2" />
            Use my location
          </button>
        )}
      </form>
      <p className={styles.status} role="status">
        {state.searching
          ? 'Searching…'
          : (state.message ?? (state.near ? nearText(state.near) : undefined))}
      </p>
    </>
  );
}
