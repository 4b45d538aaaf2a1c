import type { BookingState } from '../state/booking-atoms';
import type { BookingApi } from '../client/booking-api';
import type { JourneyContext } from './journey-context';

/** The journeys (by their API client) that asked for a hold: only they have one to let go. */
const holding = new WeakSet<BookingApi>();

/**
 * The table a diner has picked is held for their session while they finish (server/holds/): asked
 * for whenever a time is confirmed, let go when they go back (Edit), start again or close the
 * journey. A hold is a courtesy, never a condition: the booking itself is checked again inside the
 * restaurant's lock, so a hold that cannot be had (the slot just went, the network) changes
 * nothing here and the last step answers as it always has.
 */
export function holdChosenTable(context: JourneyContext, state: BookingState): void {
  const { selectedSlot: slot, selectedBookingDate: date } = state;
  if (!slot || !date || !context.api.holdTable) return;
  holding.add(context.api);
  void context.api
    .holdTable(slot.storeId, {
      diningDateTime: `${date}T${slot.time}`,
      adultCovers: state.adultCovers,
      childCovers: state.childCovers,
      occasionId: slot.occasionId || undefined,
    })
    .catch(() => undefined);
}

/** Lets go of the session's table, if it holds one. */
export function letGoOfTable(context: Pick<JourneyContext, 'api'>): void {
  if (!holding.delete(context.api)) return;
  void context.api.releaseTable?.().catch(() => undefined);
}
