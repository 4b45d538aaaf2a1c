import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/lib/ui';
import styles from './job-search.module.scss';

interface JobLocationSearchProps {
  /** Where the results are near, after a location search. */
  near?: string;
  /** The postcode field's message. */
  placeError?: string;
  onNearMe: () => void;
  onSearchPlace: (query: string) => void;
  onClearPlaceError: () => void;
  onShowAll: () => void;
  /** Below the location search: the role links. */
  children?: ReactNode;
}

/**
 * The location search of the jobs page (spec 2 §2, §9): 'Find jobs near you' (the device's
 * location) and 'Enter your postcode', which opens a postcode-or-town search.
 */
export function JobLocationSearch({
  near,
  placeError,
  onNearMe,
  onSearchPlace,
  onClearPlaceError,
  onShowAll,
  children,
}: JobLocationSearchProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  // Opening the postcode search takes the visitor straight to its box.
  useEffect(() => {
    if (open && opened.current) input.current?.focus();
    opened.current = false;
  }, [open]);

  return (
    <div className={styles.panel}>
      <p className={styles.panelLead}>Find a job near you</p>
      <div className={styles.locationButtons}>
        <button type="button" className="btn btn-primary btn-lg" onClick={onNearMe}>
          <Icon name="crosshair" />
          Find jobs near you
        </button>
        <button
          type="button"
          className="btn btn-outline-primary btn-lg"
          aria-expanded={open}
          aria-controls={`${id}-postcode`}
          onClick={() => {
            opened.current = !open;
            setOpen(!open);
          }}
        >
          <Icon name="geo-alt" />
          Enter your postcode
        </button>
      </div>
      <form
        id={`${id}-postcode`}
        className={styles.postcodeForm}
        role="search"
        aria-label="Jobs near a postcode or town"
        hidden={!open}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSearchPlace(query);
        }}
      >
        <label htmlFor={`${id}-query`} className="form-label fw-bold">
          Postcode or town
        </label>
        <div className={styles.postcodeRow}>
          <input
            ref={input}
            id={`${id}-query`}
            type="text"
            className={`form-control${placeError ? ' is-invalid' : ''}`}
            autoComplete="postal-code"
            enterKeyHint="search"
            aria-invalid={placeError ? true : undefined}
            aria-describedby={placeError ? `${id}-error` : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              if (placeError) onClearPlaceError();
            }}
          />
          <button
            type="submit"
            className="btn btn-primary d-inline-flex align-items-center text-nowrap"
          >
            <Icon name="search" className="me-2" />
            Search
          </button>
        </div>
        {placeError && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {placeError}
          </div>
        )}
      </form>
      {near && (
        <p className={styles.nearNote}>
          <span>
            Showing jobs near <strong>{near}</strong>.
          </span>
          <button type="button" className="btn btn-link p-0" onClick={onShowAll}>
            Show all jobs
          </button>
        </p>
      )}
      {children}
    </div>
  );
}
