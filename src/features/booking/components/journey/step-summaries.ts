import type { Upsell } from '../../booking-api.types';
import { formatBookingDate } from '../../utils/booking-dates';
import { guestsText } from '../../utils/calendar';
import type { UpsellChoice } from '../../utils/upsell-rules';
import type { PartyChoice } from './party-step';

/**
 * Step 2 done: '2 adults, 1 child, 05/12/2026 at 19:30' (no children: '2 adults, 05/12/2026 at
 * 19:30'); for an event, its name first: 'Christmas party: 8 adults, 10/12/2026 at 19:30'.
 */
export function partySummary(
  { adults, children, date, time }: PartyChoice,
  eventName?: string,
): string {
  const when = date ? `${formatBookingDate(date)} at ${time}` : time;
  const summary = `${guestsText(adults, children)}, ${when}`;
  return eventName ? `${eventName}: ${summary}` : summary;
}

/** Step 3 done: 'Leeds Trinity at 19:30'. */
export function slotSummary(storeName: string, time: string): string {
  return `${storeName} at ${time}`;
}

/** Step 5 done: '2 × Prosecco, 1 × Birthday cake', or 'No extras'. */
export function extrasSummary(
  upsells: readonly Upsell[],
  selected: readonly UpsellChoice[],
): string {
  const chosen = selected
    .filter((choice) => choice.quantity > 0)
    .map((choice) => {
      const name = upsells.find((upsell) => upsell.id === choice.id)?.name;
      return name ? `${choice.quantity} × ${name}` : undefined;
    })
    .filter((line) => line !== undefined);
  return chosen.length > 0 ? chosen.join(', ') : 'No extras';
}
