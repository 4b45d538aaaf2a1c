import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceLocation, DeviceLocationError } from '@/lib/geo';
import { fetchJobs, findPlace, JobSearchError, newSessionKey } from '../client/job-search-api';
import { jobSearchMessages } from '../messages';
import type { Job } from '../jobs.types';

/** What the error modal shows. */
export interface JobSearchDialog {
  title: string;
  message: string;
}

export interface JobSearchState {
  /** Every job of the site, null until the first fetch answers. */
  allJobs: Job[] | null;
  /** Why every job could not be fetched (code 12's message, or the server's). */
  loadError?: string;
  /** After a location search: where (what was typed, or 'you') and the jobs near it. */
  near: { place: string; jobs: Job[] } | null;
  /** The place a location search is looking near, while it runs. */
  searchingNear?: string;
  /** The postcode field's message: too short, not found, or refused. */
  placeError?: string;
  /** The error modal, when open. */
  dialog: JobSearchDialog | null;
}

const messageOf = (error: unknown) =>
  error instanceof JobSearchError ? error.message : jobSearchMessages.jobsFailed;

/**
 * The job search's data (spec 2 §2, §4, §7): every job of the site on load; then the jobs near a
 * postcode or town (GET /api/jobs/locations, then /api/jobs with lat and lng) or near the device.
 * A newer search wins over an older one still running.
 */
export function useJobSearch(siteId: string) {
  const [state, setState] = useState<JobSearchState>({ allJobs: null, near: null, dialog: null });
  const latest = useRef(0);
  const sessionKey = useRef<string>(undefined);

  const fetchAll = useCallback(async () => {
    try {
      const allJobs = await fetchJobs(siteId);
      setState((previous) => ({ ...previous, allJobs, loadError: undefined }));
    } catch (error) {
      setState((previous) => ({ ...previous, loadError: messageOf(error) }));
    }
  }, [siteId]);

  // The jobs come from the browser, so the page itself stays quick and cacheable.
  useEffect(() => {
    void fetchAll();
  }, [fetchAll]);

  /** 'Try again' after every job could not be fetched. */
  const reload = useCallback(() => {
    setState((previous) => ({ ...previous, loadError: undefined }));
    void fetchAll();
  }, [fetchAll]);

  /** Runs one location search: `locate` finds the point, then the jobs near it are fetched. */
  const searchNear = useCallback(
    async (place: string, locate: () => Promise<{ lat: number; lng: number } | null>) => {
      const id = ++latest.current;
      const current = () => id === latest.current;
      setState((previous) => ({ ...previous, searchingNear: place, placeError: undefined }));
      const stop = (change: Partial<JobSearchState>) => {
        if (current())
          setState((previous) => ({ ...previous, searchingNear: undefined, ...change }));
      };
      try {
        const point = await locate();
        if (!current()) return;
        if (!point) return stop({ placeError: jobSearchMessages.placeNotFound });
        const jobs = await fetchJobs(siteId, point);
        stop({ near: { place, jobs } });
      } catch (error) {
        if (error instanceof DeviceLocationError) {
          const denied = error.reason === 'denied';
          return stop({
            dialog: {
              title: denied
                ? jobSearchMessages.locationDeniedTitle
                : jobSearchMessages.locationUnavailableTitle,
              message: denied
                ? jobSearchMessages.locationDenied
                : jobSearchMessages.locationUnavailable,
            },
          });
        }
        // A query the geocoder refuses (400) is the field's to say; anything else is the modal's.
        if (error instanceof JobSearchError && error.status === 400) {
          return stop({ placeError: error.message });
        }
        stop({ dialog: { title: jobSearchMessages.failedTitle, message: messageOf(error) } });
      }
    },
    [siteId],
  );

  /** 'Search' with a postcode or town: at least 3 characters (spec 2 §9). */
  const searchPlace = useCallback(
    (typed: string) => {
      const query = typed.trim();
      if (query.length < 3) {
        latest.current += 1; // a search still running no longer counts
        setState((previous) => ({
          ...previous,
          searchingNear: undefined,
          placeError: jobSearchMessages.shortQuery,
        }));
        return;
      }
      sessionKey.current ??= newSessionKey();
      const key = sessionKey.current;
      void searchNear(query, async () => findPlace(query, key));
    },
    [searchNear],
  );

  /** 'Find jobs near you': the device's location (the browser asks first). */
  const searchNearMe = useCallback(() => {
    void searchNear('you', async () => {
      const { lat, lon } = await deviceLocation();
      return { lat, lng: lon };
    });
  }, [searchNear]);

  /** Back to every job. */
  const clearLocation = useCallback(() => {
    latest.current += 1;
    setState((previous) => ({
      ...previous,
      near: null,
      searchingNear: undefined,
      placeError: undefined,
    }));
  }, []);

  const clearPlaceError = useCallback(
    () => setState((previous) => ({ ...previous, placeError: undefined })),
    [],
  );
  const closeDialog = useCallback(
    () => setState((previous) => ({ ...previous, dialog: null })),
    [],
  );

  return {
    state,
    reload,
    searchPlace,
    searchNearMe,
    clearLocation,
    clearPlaceError,
    closeDialog,
  };
}
