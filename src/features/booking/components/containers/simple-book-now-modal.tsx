import dynamic from 'next/dynamic';
import { useState } from 'react';
import {
  LocationPicker,
  usePreloadedRestaurants,
  type BookNowLocation,
} from '@/features/locations';
// Not through @/lib/ui: only pages that open a dialog load its code and styles.
import { SiteDialog } from '@/lib/ui/dialog/site-dialog';
import type { JourneySettings } from '../../journey-settings';
import { JourneyLoading } from './journey-loading';

const BookingJourneyPanel = dynamic(
  () => import('./booking-journey-panel').then((m) => m.BookingJourneyPanel),
  { ssr: false, loading: JourneyLoading },
);

interface SimpleBookNowModalProps {
  /** The locations to choose from: all of them, a city's, or the one restaurant of the page. */
  locations: BookNowLocation[];
  settings: JourneySettings;
  /** The close event: the page leaves its book-now address. */
  onClose: () => void;
}

/**
 * The simple book-now modal of the /book-now addresses (spec 1 §2, §4 "Simple modal"): 'Please
 * select a location.' with every location, then 'Create your booking' with the booking journey for
 * the chosen one. A single location is chosen on open. Clicking the overlay closes it. A long list
 * has the booking journey's location search above it (`LocationPicker`). The list is
 * all the page carries of its locations; the journey's full restaurant list (for the search and
 * the closest alternative) is fetched while the diner chooses.
 */
export function SimpleBookNowModal({ locations, settings, onClose }: SimpleBookNowModalProps) {
  usePreloadedRestaurants();
  const single = locations.length === 1 ? locations[0]!.storeId : null;
  const [storeId, setStoreId] = useState<string | null>(single);

  const chosen = locations.find((r) => r.storeId === storeId);
  return (
    <SiteDialog
      id="book-now"
      open
      title={chosen ? 'Create your booking' : 'Please select a location.'}
      onClose={onClose}
      closeOnOverlay
    >
      {chosen ? (
        <>
          {!single && (
            <button
              type="button"
              className="btn btn-link px-0 mb-2"
              onClick={() => setStoreId(null)}
            >
              Choose another location
            </button>
          )}
          <BookingJourneyPanel storeId={chosen.storeId} settings={settings} />
        </>
      ) : (
        <LocationPicker
          locations={locations}
          brandName={settings.brandName}
          onChoose={setStoreId}
        />
      )}
    </SiteDialog>
  );
}
