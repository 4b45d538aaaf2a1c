import { getConfig } from '@/lib/config';
import type { PlaceBookingDeps } from '../embedded/place-booking';
import type { OfferDeps } from './offer-freed-tables';

/** What the waitlist works with: the engine's own, and how long an offer holds its table. */
export type WaitlistDeps = PlaceBookingDeps & OfferDeps;

export function waitlistDepsOf(deps: PlaceBookingDeps): WaitlistDeps {
  return { ...deps, offerSeconds: getConfig().WAITLIST_OFFER_SECONDS };
}
