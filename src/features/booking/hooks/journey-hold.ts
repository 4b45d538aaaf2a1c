import type { BookingApi, HoldRequestInput } from '../client/booking-api';
import type { BookingState } from '../state/booking-atoms';
import type { JourneyContext } from './journey-context';

/**
 * The table a diner has picked is held for their session while they finish (server/holds/): asked
 * for whenever a time is confirmed, let go when they go back (Edit), start again or close the
 * journey. A hold is a courtesy, never a condition: the booking itself is checked again inside the
 * restaurant's lock, so a hold that cannot be had (the slot just went, the network) changes
 * nothing here and the last step answers as it always has. Both flows use it: the standard
 * journey below, the alternative three-step flow through `holdTable` and `letGoOfTable`.
 */

/** The journeys (by their API client) that asked for a hold: only they have one to let go. */
const holding = new WeakSet<BookingApi>();

export function holdTable(api: BookingApi, storeId: string, request: HoldRequestInput): void {
  if (!api.holdTable) return;
  holding.add(api);
  void api.holdTable(storeId, request).catch(() => undefined);
}

/** Lets go of the session's table, if this journey asked for one. */
export function letGoOfTable({ api }: { api: BookingApi }): void {
  if (!holding.delete(api)) return;
  void api.releaseTable?.().catch(() => undefined);
}

/** The standard journey's confirmed slot. */
export function holdChosenTable(context: JourneyContext, state: BookingState): void {
  const { selectedSlot: slot, selectedBookingDate: date } = state;
  if (!slot || !date) return;
  holdTable(context.api, slot.storeId, {
    diningDateTime: `${date}T${slot.time}`,
    adultCovers: state.adultCovers,
    childCovers: state.childCovers,
    occasionId: slot.occasionId || undefined,
  });
}
