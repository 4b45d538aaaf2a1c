import type { Occasion } from '../../booking-api.types';
import { eventOccasions } from '../../state/occasion-transitions';
import type { OccasionChoice } from './party-step';

/**
 * Step 2's occasion choice: the restaurant's table (its standard occasion's name) and each event it
 * offers in season, with how many each event is for. None when it offers no event: a table is
 * then all there is, and no choice shows.
 */
export function occasionChoices(occasions: readonly Occasion[] | null): OccasionChoice[] {
  const events = eventOccasions(occasions);
  if (events.length === 0) return [];
  const table = occasions?.find((occasion) => occasion.type === 'standard');
  return [
    { id: null, name: table?.name ?? 'Table booking' },
    ...events.map((event) => ({
      id: event.id,
      name: event.name,
      guests: `${event.minimumCovers} to ${event.maximumCovers} guests`,
    })),
  ];
}
