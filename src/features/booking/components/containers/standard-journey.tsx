import { useEffect } from 'react';
import type { JourneyRestaurant } from '@/features/locations';
import { currentTime } from '@/lib/clock';
import { bookingMessages } from '../../booking-errors';
import type { BookingApi } from '../../client/booking-api';
import { useAvailabilityCalendar } from '../../hooks/use-availability-calendar';
import { useBookingJourney } from '../../hooks/use-booking-journey';
import { useJourneyInProgress } from '../../hooks/use-journey-in-progress';
import type { JourneySettings } from '../../journey-settings';
import { bookingSteps } from '../../state/booking-atoms';
import { chosenEvent } from '../../state/occasion-transitions';
import { firstBookableTimeToday } from '../../utils/booking-times';
import { ENQUIRY_THRESHOLD, needsCardGuarantee, submitLabel } from '../../utils/journey-rules';
import { AvailabilityStep } from '../journey/availability-step';
import { FullEveningWaitlist } from '../waitlist/full-evening-waitlist';
import { RefusedDayHelp } from '../journey/refused-day-help';
import { ExtrasStep } from '../journey/extras-step';
import { JourneyStep, type JourneyStepStatus } from '../journey/journey-step';
import { MenuStep } from '../journey/menu-step';
import { occasionChoices } from '../journey/occasion-choices';
import { PartyStep } from '../journey/party-step';
import { extrasSummary, partySummary, slotSummary } from '../journey/step-summaries';
import { journeyStepTitles } from '../journey/step-titles';
import { DetailsStep } from '../steps/details-step';
import { CardGuarantee } from './card-guarantee';
import { JourneyLoading } from './journey-loading';
import { NearbyDaysOffer } from './nearby-days-offer';
import { RestaurantChoice } from './restaurant-choice';
import { StandardThanks } from './standard-thanks';

/** What a journey container is given: the standard journey and the alternative location journey. */
export interface JourneyContainerProps {
  api: BookingApi;
  restaurants: JourneyRestaurant[];
  settings: JourneySettings;
  today: string;
  onClose?: () => void;
  onThanksChange?: (showing: boolean) => void;
}

/**
 * The 'Book a Table' steps 1-8 (spec 1 §2) over the journey's state: each step is a pure
 * component, framed with its number and title, its summary and 'Edit' once done.
 */
export function StandardJourney({
  api,
  restaurants,
  settings,
  today,
  onClose,
  onThanksChange,
}: JourneyContainerProps) {
  const { state, actions, bookedRestaurant } = useBookingJourney({ api, restaurants, today });
  const { step, busy } = state;
  // A group booking (spec 2 §4) opens on step two with step one disabled: the party comes first,
  // then the restaurant, while the party shows as done.
  const groupPartyFirst = state.showGroupBooking && state.restaurant === null;
  const status = (number: number): JourneyStepStatus => {
    if (groupPartyFirst && number === bookingSteps.restaurant && step !== number) return 'todo';
    if (groupPartyFirst && number === bookingSteps.party && step === bookingSteps.restaurant) {
      return 'done';
    }
    return step === number ? 'active' : step > number ? 'done' : 'todo';
  };

  // Once the diner has asked for times, nothing may open over the booking until it is done (the
  // fields before that count by themselves: a field in use holds the popup back).
  useJourneyInProgress(step >= bookingSteps.slot && !state.showBookingThanks);

  // The date picker's month for this party at the chosen restaurant (days without a table).
  const calendar = useAvailabilityCalendar(
    api,
    {
      storeId: state.restaurant?.storeId,
      adults: state.adultCovers,
      children: state.childCovers,
      occasionId: state.selectedOccasionId ?? undefined,
    },
    today,
  );

  useEffect(
    () => onThanksChange?.(state.showBookingThanks),
    [onThanksChange, state.showBookingThanks],
  );

  if (state.showBookingThanks && bookedRestaurant) {
    return (
      <StandardThanks
        state={state}
        restaurant={bookedRestaurant}
        brand={settings.brandName}
        onClose={onClose ?? (() => actions.reset())}
      />
    );
  }

  const phoneNumber = bookedRestaurant?.phoneNumber ?? state.restaurant?.phoneNumber;
  const party = {
    adults: state.adultCovers,
    children: state.childCovers,
    date: state.selectedBookingDate,
    time: state.selectedBookingTime,
    occasionId: state.selectedOccasionId,
  };
  const event = chosenEvent(state);
  return (
    <div className="d-grid gap-2">
      <JourneyStep
        number={1}
        title={journeyStepTitles.restaurant}
        status={status(bookingSteps.restaurant)}
        summary={state.restaurant?.title}
        onEdit={actions.editRestaurant}
        headingLevel={3}
      >
        <RestaurantChoice
          restaurants={restaurants}
          chosen={state.restaurant}
          brandName={settings.brandName}
          onSelect={actions.selectRestaurant}
        />
      </JourneyStep>
      <JourneyStep
        number={2}
        title={journeyStepTitles.party}
        status={status(bookingSteps.party)}
        summary={party.date ? partySummary({ ...party, date: party.date }, event?.name) : undefined}
        onEdit={actions.editParty}
        headingLevel={3}
      >
        <PartyStep
          value={party}
          today={today}
          lastDate={state.bookableUntil ?? undefined}
          availability={calendar}
          showChildren={settings.showChildCovers}
          busy={busy.availability}
          earliestTime={party.date === today ? firstBookableTimeToday(currentTime()) : undefined}
          occasions={occasionChoices(state.occasions)}
          onChange={actions.setParty}
          onCheck={() => void actions.checkAvailability()}
        />
        <RefusedDayHelp
          refused={calendar.refusedDay}
          restaurant={state.restaurant}
          party={party}
          phoneNumber={phoneNumber}
        />
      </JourneyStep>
      <JourneyStep
        number={3}
        title={journeyStepTitles.availability}
        status={status(bookingSteps.slot)}
        summary={
          state.selectedSlot && slotSummary(state.selectedSlot.storeName, state.selectedSlot.time)
        }
        onEdit={actions.editSlot}
        headingLevel={3}
      >
        <AvailabilityStep
          stores={state.availability ?? []}
          selected={state.selectedSlot}
          message={state.availabilityMessage ?? undefined}
          phoneNumber={phoneNumber}
          onSelect={(store, time) => void actions.selectSlot(store, time)}
        />
        <NearbyDaysOffer api={api} state={state} actions={actions} today={today} />
        <FullEveningWaitlist state={state} onTablesFound={() => void actions.checkAvailability()} />
        {busy.menus && <JourneyLoading />}
      </JourneyStep>
      <JourneyStep
        number={4}
        title={journeyStepTitles.menu}
        status={status(bookingSteps.menu)}
        summary={state.selectedMenu?.name}
        onEdit={actions.editMenu}
        headingLevel={3}
      >
        {state.restaurantMenus === null && !state.menuMessage ? (
          <JourneyLoading />
        ) : (
          <MenuStep
            menus={state.restaurantMenus ?? []}
            selectedId={state.selectedMenu?.id}
            message={state.menuMessage ?? undefined}
            phoneNumber={phoneNumber}
            onSelect={(menu) => void actions.selectMenu(menu)}
          />
        )}
        {(busy.upsells || busy.requirements) && <JourneyLoading />}
      </JourneyStep>
      <JourneyStep
        number={5}
        title={journeyStepTitles.extras}
        status={status(bookingSteps.extras)}
        summary={extrasSummary(state.upsells ?? [], state.selectedUpsells)}
        headingLevel={3}
      >
        {/* Until the extras arrive, no Continue: pressed then, it skipped them, or moved under
            the pointer as they appeared above it. */}
        {state.upsells === null ? (
          <JourneyLoading />
        ) : (
          <ExtrasStep
            upsells={state.upsells}
            selected={state.selectedUpsells}
            allowMultiple={state.allowMultipleUpsells}
            onChange={actions.setUpsellQuantity}
            onContinue={() => void actions.confirmUpsells()}
          />
        )}
        {busy.requirements && <JourneyLoading />}
      </JourneyStep>
      <JourneyStep
        number={6}
        title={journeyStepTitles.details}
        status={status(bookingSteps.details)}
        summary={
          state.customer &&
          `${state.customer.firstName} ${state.customer.lastName}, ${state.customer.email}`
        }
        onEdit={actions.editDetails}
        headingLevel={3}
      >
        <DetailsStep
          showHeading={false}
          submitLabel={submitLabel(state, settings.bookNowText)}
          enquiryNotice={
            state.isEnquiry ? bookingMessages.enquiryNotice(ENQUIRY_THRESHOLD) : undefined
          }
          defaultValues={state.detailsDraft ?? state.customer ?? undefined}
          onDraftChange={actions.typeDetails}
          submitting={busy.booking || busy.requirements}
          errorMessage={state.bookingErrorMessage ?? undefined}
          onSubmit={(customer) => void actions.submitDetails(customer)}
        />
      </JourneyStep>
      {/* Step 7 only where the restaurant asks for a card, numbered like the others. */}
      {needsCardGuarantee(state) && (
        <JourneyStep
          number={7}
          title={journeyStepTitles.card}
          status={status(bookingSteps.card)}
          headingLevel={3}
        >
          <CardGuarantee
            api={api}
            booking={busy.booking}
            errorMessage={state.bookingErrorMessage ?? undefined}
            refusalMessage={state.cardErrorMessage ?? undefined}
            onSubmitCard={actions.submitCard}
            onBook={() => void actions.placeBooking()}
          />
        </JourneyStep>
      )}
    </div>
  );
}
