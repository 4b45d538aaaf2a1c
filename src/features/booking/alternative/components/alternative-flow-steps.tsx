import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { bookingMessages } from '../../booking-errors';
import type { BookingApi } from '../../client/booking-api';
import { CardGuarantee } from '../../components/containers/card-guarantee';
import { WaitlistForm } from '../../components/waitlist/waitlist-form';
import { useAvailabilityCalendar } from '../../hooks/use-availability-calendar';
import { useJourneyInProgress } from '../../hooks/use-journey-in-progress';
import type { AlternativeBookingResult } from '../place-alternative-booking';
import { canGoForwardAtom, submitLabelAtom } from '../state/alternative-atoms';
import * as select from '../state/alternative-selectors';
import { ENQUIRY_THRESHOLD } from '../../utils/journey-rules';
import { useAlternativeFlow } from '../use-alternative-flow';
import { ConfirmDetailsStep } from './confirm-details-step';
import { DateMenuAreaTimeStep } from './date-menu-area-time-step';
import { OccasionAndGuestsStep } from './occasion-and-guests-step';
import { StepFooter } from './step-footer';

/** Where a full evening's waitlist window starts: the flow asks for no time before its slots. */
const eveningTime = '19:00';

/** What the alternative flow needs: see `AlternativeBookingFlow`. */
export interface AlternativeFlowProps {
  api: BookingApi;
  storeId: string;
  restaurantName: string;
  /** Today's London date, YYYY-MM-DD. */
  today: string;
  onComplete: (result: AlternativeBookingResult) => void;
}

/**
 * The steps of the alternative flow over its state (inside an `AlternativeBookingProvider`): the
 * progress, the current step, its message and Back / Next. When the step changes, focus moves to
 * the new step's heading so keyboard and screen-reader users start at its top.
 */
export function AlternativeFlowSteps({
  api,
  storeId,
  restaurantName,
  today,
  onComplete,
}: AlternativeFlowProps) {
  const flow = useAlternativeFlow({ api, storeId, today, onComplete });
  const { state } = flow;
  const calendar = useAvailabilityCalendar(
    api,
    {
      storeId,
      adults: state.adultCovers,
      children: state.childCovers,
      occasionId: state.selectedOccasionId ?? undefined,
    },
    today,
  );
  const canGoForward = useAtomValue(canGoForwardAtom);
  const submitLabel = useAtomValue(submitLabelAtom);
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(state.step);
  // Past step 1 the diner is in the middle of a booking: nothing may open over it until it is done.
  useJourneyInProgress(state.step === 2 || state.step === 3);

  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    stepRef.current?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6')?.focus();
  }, [state.step]);

  // The thanks are the parent's: it shows them from what `onComplete` handed over.
  if (state.step === 'thanks') return null;
  const { step } = state;
  const menu = select.selectedMenu(state);
  const waitlistDate =
    (calendar.refusedDay?.reason === 'full' ? calendar.refusedDay.date : null) ??
    (state.bookingErrorMessage === bookingMessages.noAvailability
      ? state.selectedBookingDate
      : null);

  return (
    <div>
      <p className="small text-uppercase text-body-secondary mb-2">Step {step} of 3</p>
      <div ref={stepRef}>
        {step === 1 && state.occasions.length > 0 && (
          <OccasionAndGuestsStep
            occasions={state.occasions}
            selectedOccasionId={state.selectedOccasionId}
            adultCovers={state.adultCovers}
            childCovers={state.childCovers}
            adultLimits={select.adultLimits(state)}
            childLimits={select.childLimits(state)}
            restrictions={state.restrictions}
            onSelectOccasion={flow.selectOccasion}
            onAdultsChange={flow.setAdults}
            onChildrenChange={flow.setChildren}
          />
        )}
        {step === 2 && (
          <DateMenuAreaTimeStep
            today={today}
            lastDate={state.bookableUntil ?? undefined}
            availability={calendar}
            date={state.selectedBookingDate}
            menus={state.restaurantMenus}
            selectedMenuId={state.selectedMenuId}
            areas={state.restaurantAreas}
            selectedAreaId={state.selectedAreaId}
            slots={state.slots}
            selectedTime={select.chosenDateTime(state)?.time ?? null}
            disabled={state.step2Disabled}
            onDateChange={flow.selectDate}
            onMenuChange={flow.selectMenu}
            onAreaChange={flow.selectArea}
            onSlotChange={flow.selectSlot}
          />
        )}
        {step === 3 && (
          <ConfirmDetailsStep
            summary={{
              restaurantName,
              occasion: select.selectedOccasion(state)?.name,
              adults: state.adultCovers,
              children: state.childCovers,
              date: state.selectedBookingDate ?? '',
              time: state.selectedBookingTime ?? '',
              menu: menu?.name,
              area: select.selectedArea(state)?.name,
            }}
            submitLabel={submitLabel}
            enquiryNotice={
              state.isEnquiry ? bookingMessages.enquiryNotice(ENQUIRY_THRESHOLD) : undefined
            }
            defaultValues={state.detailsDraft ?? state.customer ?? undefined}
            onDraftChange={flow.typeDetails}
            submitting={state.submitting}
            errorMessage={state.bookingErrorMessage ?? undefined}
            onSubmit={flow.giveDetails}
            card={
              state.onCardStep && state.customer
                ? {
                    customer: state.customer,
                    onEditDetails: flow.editDetails,
                    guarantee: (
                      <CardGuarantee
                        api={api}
                        booking={state.submitting}
                        errorMessage={state.bookingErrorMessage ?? undefined}
                        refusalMessage={state.cardErrorMessage ?? undefined}
                        onSubmitCard={flow.submitCard}
                        onBook={flow.book}
                      />
                    ),
                  }
                : undefined
            }
          />
        )}
      </div>
      <div role="status" className="mt-2">
        {state.loading && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
        {state.loading && <span className="visually-hidden">Loading…</span>}
      </div>
      {step !== 3 && state.bookingErrorMessage && (
        <p className="alert alert-danger mt-2" role="alert">
          {state.bookingErrorMessage}
        </p>
      )}
      {/* A full evening, searched or refused in the date picker: 'Tell me if a table comes up',
          as in the standard journey. */}
      {step === 2 && waitlistDate && (
        <WaitlistForm
          key={`${waitlistDate}-${state.adultCovers}-${state.childCovers}`}
          storeId={storeId}
          date={waitlistDate}
          adultCovers={state.adultCovers}
          childCovers={state.childCovers}
          time={eveningTime}
          onTablesFound={() => flow.selectDate(waitlistDate)}
        />
      )}
      {!state.hideModalFooter && (
        <StepFooter
          step={step}
          onNext={step === 3 ? undefined : flow.next}
          canGoForward={canGoForward}
          onBack={flow.back}
          busy={state.loading}
        />
      )}
    </div>
  );
}
