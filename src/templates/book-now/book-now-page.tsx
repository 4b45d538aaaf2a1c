import { useRouter } from 'next/router';
import { SimpleBookNowModal, type JourneySettings } from '@/features/booking';
import type { BookNowLocation } from '@/features/locations';

/** The simple book-now modal's part of a /book-now page's props. */
export interface BookNowProps {
  /** The locations the modal lists, with only what it shows of each. */
  locations: BookNowLocation[];
  settings: JourneySettings;
  /** The page without its /book-now: where closing the modal leads. */
  closeHref: string;
}

/** The simple book-now modal over the page it belongs to; closing goes back to that page. */
export function BookNowOverlay({ bookNow }: { bookNow?: BookNowProps }) {
  const router = useRouter();
  if (!bookNow) return null;
  return (
    <SimpleBookNowModal
      locations={bookNow.locations}
      settings={bookNow.settings}
      onClose={() => void router.push(bookNow.closeHref)}
    />
  );
}
