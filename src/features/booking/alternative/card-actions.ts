import { bookingEvents, pushBookingEvent } from '../client/analytics';
import type { BookingApi } from '../client/booking-api';
import { cardRefusalMessage } from '../client/booking-api-error';
import { cardSubmitPayload } from '../client/card-payload';
import type { BookingCustomer } from '../customer.schema';
import { cardRequired } from './state/alternative-selectors';
import type { AlternativeBookingState as State } from './state/alternative-state';
import * as transition from './state/alternative-transitions';

interface CardContext {
  api: BookingApi;
  storeId: string;
  read: () => State;
  apply: (change: (current: State) => State) => void;
  /** Places the booking with the details given (and the card, once accepted). */
  place: (customer: BookingCustomer) => void;
}

/**
 * The card guarantee of the alternative flow (spec 1 §4 "Card step"), as the standard journey's
 * step 7 takes it: the details first, then the card vaulted in the diner's name and e-mail, then
 * Book now places the booking with the card's customer id.
 */
export function alternativeCardActions({ api, storeId, read, apply, place }: CardContext) {
  const events = { storeId, flow: 'alternative' };
  return {
    /** The details were given: the card guarantee shows first when one is asked for. */
    giveDetails(customer: BookingCustomer) {
      if (!cardRequired(read())) return place(customer);
      apply((s) => transition.detailsGiven(s, customer));
      pushBookingEvent(bookingEvents.detailsSubmitted, { ...events, cardGuarantee: true });
    },
    editDetails: () => apply(transition.editDetails),
    /** 'Submit Card' with the card form's nonce; true when the card was accepted. */
    async submitCard(nonce: string): Promise<boolean> {
      const { customer, braintreeCustomerId } = read();
      if (!customer) return false;
      try {
        const customerId = await api.submitCard(
          cardSubmitPayload(nonce, customer, braintreeCustomerId),
        );
        apply((s) => transition.cardAccepted(s, customerId));
        pushBookingEvent(bookingEvents.cardAccepted, events);
        return true;
      } catch (error) {
        apply((s) => transition.cardFailed(s, cardRefusalMessage(error)));
        pushBookingEvent(bookingEvents.cardFailed, events);
        return false;
      }
    },
    /** 'Book now', once the card is accepted. */
    book() {
      const { customer, cardAccepted } = read();
      if (customer && cardAccepted) place(customer);
    },
  };
}
