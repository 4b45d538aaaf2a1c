import { useCallback, useId, useState } from 'react';
import type { JourneyRestaurant } from '@/features/locations';
import {
  initialLocation,
  locationAfterSearch,
} from '../../alternative/state/location-after-search';
import { restaurantBookingState } from '../../utils/restaurant-booking-state';
import { RestaurantNotice } from '../journey/restaurant-notice';
import { RestaurantStep } from '../journey/restaurant-step';
import { journeyStepTitles } from '../journey/step-titles';
import { AlternativeJourney } from './alternative-journey';
import type { JourneyContainerProps } from './standard-journey';

/**
 * The alternative flow where no restaurant is given (the second brand's modal and home page): the
 * location search above the three steps. Its rule (spec 1 §1): a search that finds no location
 * clears the chosen one, a search that finds one chooses it; a brand with one location starts
 * with it, and one with a default restaurant (settings) with that. A location the flow cannot book says why instead of showing the steps.
 */
export function AlternativeLocationJourney({
  restaurants,
  onThanksChange,
  ...journey
}: JourneyContainerProps) {
  const { settings } = journey;
  const [chosen, setChosen] = useState(
    () =>
      restaurants.find((r) => settings.defaultStoreId && r.storeId === settings.defaultStoreId) ??
      initialLocation(restaurants),
  );
  const [thanks, setThanks] = useState(false);
  const searched = useCallback(
    (found: JourneyRestaurant[]) => setChosen((current) => locationAfterSearch(current, found)),
    [],
  );
  const thanksChanged = useCallback(
    (showing: boolean) => {
      setThanks(showing);
      onThanksChange?.(showing);
    },
    [onThanksChange],
  );
  const state = chosen ? restaurantBookingState(chosen) : null;
  const titleId = useId();

  return (
    <div className="d-grid gap-3">
      {!thanks && (
        <section aria-labelledby={titleId}>
          {/* Level 3, as the standard journey's steps: under the strip's or the dialog's title. */}
          <h3 id={titleId} className="h4 mb-2">
            {journeyStepTitles.restaurant}
          </h3>
          <p className="mb-2" aria-live="polite">
            {chosen && (
              <>
                Booking at <strong>{chosen.title}</strong>
              </>
            )}
          </p>
          {chosen && state && state !== 'bookable' && (
            <RestaurantNotice restaurant={chosen} state={state} />
          )}
          <RestaurantStep
            restaurants={restaurants}
            brandName={settings.brandName}
            onSelect={setChosen}
            onSearched={searched}
          />
        </section>
      )}
      {chosen && state === 'bookable' && (
        <AlternativeJourney
          key={chosen.storeId}
          {...journey}
          restaurant={chosen}
          onThanksChange={thanksChanged}
        />
      )}
    </div>
  );
}
