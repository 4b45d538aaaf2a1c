import dynamic from 'next/dynamic';
import { useHashTrigger } from '@/lib/ui';
import type { JourneySettings } from '../../journey-settings';

// The modal and its journey are fetched the first time the diner opens it.
const BookingModal = dynamic(() => import('./booking-modal').then((m) => m.BookingModal), {
  ssr: false,
});

/** The hashes that open the 'Book a Table' modal, and how it opens. */
export const bookingHashes = { '#booking': 'standard', '#group-booking': 'group' } as const;
export type BookingModalMode = (typeof bookingHashes)[keyof typeof bookingHashes];

function modeOf(hash: string): BookingModalMode | null {
  return (bookingHashes as Record<string, BookingModalMode>)[hash] ?? null;
}

/**
 * The layout's modal watcher (spec 1 §2 "Layout"): opens 'Book a Table' when the page's hash is
 * #booking (any path), or for a group booking on #group-booking (spec 2 §4 "Group booking
 * trigger"). Closing removes the hash. Once loaded the modal stays mounted, so its 500 ms reset
 * after closing can run.
 */
export function BookingModalWatcher({ settings }: { settings: JourneySettings }) {
  const { open: mode, loaded, close } = useHashTrigger(modeOf);
  if (!loaded) return null;
  return (
    <BookingModal
      open={mode !== null}
      group={mode === 'group'}
      settings={settings}
      onClose={close}
    />
  );
}
