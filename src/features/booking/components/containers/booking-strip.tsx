import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { usePreloadedRestaurants } from '@/features/locations';
import {
  BOOKING_STRIP_ID,
  START_BOOKING_EVENT,
  scrollBelowHeader,
  takeEarlyBookingRequest,
} from '@/lib/ui';
import type { JourneySettings } from '../../journey-settings';
import { JourneyLoading } from './journey-loading';
import styles from './booking-strip.module.scss';

// The journey (steps, forms, date picker) is a chunk of its own, fetched when the diner starts it,
// so the home page does not carry it.
const BookingJourneyPanel = dynamic(
  () => import('./booking-journey-panel').then((m) => m.BookingJourneyPanel),
  { ssr: false, loading: JourneyLoading },
);

/** Set before the reload that Book Now makes while the thanks screen shows. */
const startAfterReloadKey = 'tavola.booking.startAfterReload';

interface BookingStripProps {
  title: string;
  /** The restaurant this strip books (a restaurant's page); the diner chooses when absent. */
  storeId?: string;
  /** That restaurant's name, for the heading. */
  restaurantTitle?: string;
  settings: JourneySettings;
}

/**
 * The in-page booking strip (spec 1 §2 "Header"): a start button that opens the journey in place.
 * The header's Book Now starts it too and scrolls to its first step; when the thanks screen shows,
 * the page reloads first, and the fresh page starts the journey. The restaurant list is not in the
 * page: it is fetched once the page is idle, so the journey usually finds it ready.
 */
export function BookingStrip({ title, storeId, restaurantTitle, settings }: BookingStripProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [started, setStarted] = useState(false);
  const [thanksShowing, setThanksShowing] = useState(false);
  usePreloadedRestaurants();

  const start = useCallback(() => {
    setStarted(true);
    // The first step renders once the chunk arrives; scroll to the strip now, the step follows.
    if (section.current) scrollBelowHeader(section.current);
  }, []);

  useEffect(() => {
    const onStart = (event: Event) => {
      event.preventDefault();
      if (thanksShowing) {
        sessionStorage.setItem(startAfterReloadKey, '1');
        window.location.reload();
        return;
      }
      start();
    };
    window.addEventListener(START_BOOKING_EVENT, onStart);
    return () => window.removeEventListener(START_BOOKING_EVENT, onStart);
  }, [start, thanksShowing]);

  // Started before this strip could listen: by the header's Book Now while the strip was still
  // hydrating (each tile hydrates on its own), or from the thanks screen, before the reload.
  useEffect(() => {
    const bookNowUsed = takeEarlyBookingRequest();
    if (!bookNowUsed && sessionStorage.getItem(startAfterReloadKey) !== '1') return;
    sessionStorage.removeItem(startAfterReloadKey);
    // After the page has settled: the scroll must measure the laid-out page.
    const timer = window.setTimeout(start, 0);
    return () => window.clearTimeout(timer);
  }, [start]);

  return (
    <section
      ref={section}
      id={BOOKING_STRIP_ID}
      className={styles.strip}
      aria-labelledby={headingId}
    >
      <div className="container py-4">
        <h2 id={headingId} className={styles.title}>
          {title}
          {restaurantTitle && <span className={styles.restaurant}> at {restaurantTitle}</span>}
        </h2>
        {started ? (
          <BookingJourneyPanel
            storeId={storeId}
            settings={settings}
            onThanksChange={setThanksShowing}
          />
        ) : (
          <button type="button" className="btn btn-primary btn-lg" onClick={start}>
            {settings.bookNowText}
          </button>
        )}
      </div>
    </section>
  );
}
