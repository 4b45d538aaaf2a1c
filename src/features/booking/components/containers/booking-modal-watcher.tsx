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

/** How the modal opens: its mode, and the occasion a #booking-{occasionId} link asked for. */
export interface BookingModalOpening {
  mode: BookingModalMode;
  occasionId?: string;
}

/** #booking-christmas-party: the journey opens on that occasion (an occasion id's characters). */
const occasionHash = /^#booking-([a-z0-9-]{1,40})$/;

export function openingOf(hash: string): BookingModalOpening | null {
  const mode = (bookingHashes as Record<string, BookingModalMode>)[hash];
  if (mode) return { mode };
  const occasionId = occasionHash.exec(hash)?.[1];
  return occasionId ? { mode: 'standard', occasionId } : null;
}

/**
 * The layout's modal watcher (spec 1 §2 "Layout"): opens 'Book a Table' when the page's hash is
 * #booking (any path), on an event occasion for #booking-{occasionId} (the Christmas banner's
 * #booking-christmas-party), or for a group booking on #group-booking (spec 2 §4 "Group booking
 * trigger"). Closing removes the hash. Once loaded the modal stays mounted, so its 500 ms reset
 * after closing can run.
 */
export function BookingModalWatcher({ settings }: { settings: JourneySettings }) {
  const { open: opening, loaded, close } = useHashTrigger(openingOf);
  if (!loaded) return null;
  return (
    <BookingModal
      open={opening !== null}
      group={opening?.mode === 'group'}
      occasionId={opening?.occasionId}
      settings={settings}
      onClose={close}
    />
  );
}
