import type { JourneyRestaurant } from '@/features/locations';
import { bookingMessages } from '../../booking-errors';
import type { RefusedDay } from '../date-picker/date-range';
import { WaitlistForm } from '../waitlist/waitlist-form';
import { CallNotice } from './call-notice';

interface RefusedDayHelpProps {
  refused: RefusedDay | null | undefined;
  restaurant: JourneyRestaurant | null;
  party: { adults: number; children: number; time: string };
  phoneNumber?: string;
}

/**
 * Step 2's way on from a day the date picker refused, so a refusal is never a dead end: a fully
 * booked evening can be waited for ('Tell me if a table comes up'), and where no table of the
 * restaurant seats the party at all, the restaurant can be called (spec 1 §8's no-availability
 * message). A closed day or one outside the booking window needs only another date.
 */
export function RefusedDayHelp({ refused, restaurant, party, phoneNumber }: RefusedDayHelpProps) {
  if (!refused || !restaurant) return null;
  if (refused.reason === 'no-tables') {
    return <CallNotice message={bookingMessages.noAvailability} phoneNumber={phoneNumber} />;
  }
  if (refused.reason !== 'full') return null;
  return (
    <WaitlistForm
      key={`${refused.date}-${party.adults}-${party.children}`}
      storeId={restaurant.storeId}
      restaurantName={restaurant.title}
      date={refused.date}
      adultCovers={party.adults}
      childCovers={party.children}
      time={party.time}
    />
  );
}
