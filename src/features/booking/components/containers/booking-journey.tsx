import { useMemo, useState, type ReactNode } from 'react';
import type { JourneyRestaurant } from '@/features/locations';
import { createBookingApiClient } from '../../client/booking-api-client';
import type { JourneySettings } from '../../journey-settings';
import { initialBookingState, type BookingState } from '../../state/booking-atoms';
import { BookingJourneyProvider } from '../../state/booking-journey-provider';
import { selectRestaurant, startGroupBooking } from '../../state/booking-transitions';
import { openTableOffer } from '../../state/table-offer-transitions';
import { londonToday } from '../../utils/london-today';
import type { WaitlistOffer } from '../../waitlist/waitlist-api';
import { restaurantBookingState } from '../../utils/restaurant-booking-state';
import { AlternativeJourney } from './alternative-journey';
import { AlternativeLocationJourney } from './alternative-location-journey';
import { StandardJourney } from './standard-journey';

export interface BookingJourneyProps {
  /** The restaurant to book (a restaurant's page, the simple modal); the diner chooses otherwise. */
  storeId?: string;
  /** Every restaurant: the location step's search, the closest alternative, the booked one. */
  restaurants: JourneyRestaurant[];
  settings: JourneySettings;
  /** Opened by a group-booking trigger (spec 2 §4). */
  group?: boolean;
  /** An event occasion to book (a #booking-christmas-party link): step 2 opens on it. */
  occasionId?: string;
  /** A table offered from the waitlist: the journey opens on its details step (storeId is its). */
  offer?: WaitlistOffer;
  /** The thanks panel's Close; without it, Close starts a new booking in place. */
  onClose?: () => void;
  /** Told when the thanks screen shows or goes (the header's Book Now reloads the page then). */
  onThanksChange?: (showing: boolean) => void;
}

/** The journey in the brand's widget colour (theme/_themes.scss). */
const widget = (journey: ReactNode) => <div className="booking-widget">{journey}</div>;

/**
 * One booking journey: its API client (token, session, brand key), today's London date, and the
 * flow the settings choose. The standard steps 1-8 serve every case; when the brand's booking tile
 * type is 'alternative', the three-step flow books a given bookable restaurant, or one the diner
 * finds with the location search above it (a group booking keeps the standard steps).
 */
export function BookingJourney({
  storeId,
  restaurants,
  settings,
  group = false,
  occasionId,
  offer,
  onClose,
  onThanksChange,
}: BookingJourneyProps) {
  const api = useMemo(
    () => createBookingApiClient({ brandKey: settings.brandKey }),
    [settings.brandKey],
  );
  const [today] = useState(() => londonToday());
  // A page or link that names no restaurant starts on the brand's default one, if it has one.
  const startingStoreId = storeId ?? (group || offer ? undefined : settings.defaultStoreId);
  const chosen = startingStoreId
    ? restaurants.find((r) => r.storeId === startingStoreId)
    : undefined;

  const [initialState] = useState<Partial<BookingState>>(() => {
    if (group) return startGroupBooking(initialBookingState);
    if (offer && chosen) return openTableOffer(initialBookingState, { offer, restaurant: chosen });
    const asked = { ...initialBookingState, selectedOccasionId: occasionId ?? null };
    return chosen ? selectRestaurant(asked, { restaurant: chosen }) : asked;
  });

  const alternative = settings.flow === 'alternative' && !offer;
  if (alternative && storeId && chosen && restaurantBookingState(chosen) === 'bookable') {
    return widget(
      <AlternativeJourney
        api={api}
        restaurant={chosen}
        settings={settings}
        today={today}
        onClose={onClose}
        onThanksChange={onThanksChange}
      />,
    );
  }
  // No restaurant given (the modal, the home page): the location search, then the three steps,
  // on the brand's default restaurant if it has one.
  if (alternative && !storeId && !group) {
    return widget(
      <AlternativeLocationJourney
        api={api}
        restaurants={restaurants}
        settings={settings}
        today={today}
        onClose={onClose}
        onThanksChange={onThanksChange}
      />,
    );
  }
  return widget(
    <BookingJourneyProvider initialState={initialState}>
      <StandardJourney
        api={api}
        restaurants={restaurants}
        settings={settings}
        today={today}
        onClose={onClose}
        onThanksChange={onThanksChange}
      />
    </BookingJourneyProvider>,
  );
}
