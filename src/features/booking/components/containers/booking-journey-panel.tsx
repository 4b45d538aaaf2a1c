import { useRestaurantList } from '@/features/locations';
import { BookingJourney, type BookingJourneyProps } from './booking-journey';
import { RestaurantListStatus } from './restaurant-list-status';

export type BookingJourneyPanelProps = Omit<BookingJourneyProps, 'restaurants'>;

/**
 * A booking journey with every restaurant (spec 1 §7): the list is not in the page's props; it is
 * fetched when the journey first shows (or earlier, when the page preloaded it while idle) and
 * cached for the page's session. Until it arrives the panel says it is loading; a failure says so
 * and offers to try again.
 */
export function BookingJourneyPanel(props: BookingJourneyPanelProps) {
  const { restaurants, failed, retry } = useRestaurantList(true);
  if (!restaurants) return <RestaurantListStatus failed={failed} onRetry={retry} />;
  return <BookingJourney {...props} restaurants={restaurants} />;
}
