import type { BookingApi } from '../../client/booking-api';
import { CardStep } from '../card/card-step';
import { useCardClientToken } from '../card/use-card-client-token';

interface CardGuaranteeProps {
  api: BookingApi;
  /** The booking is being placed: Book now waits. */
  booking: boolean;
  /** Why placing the booking failed (the card step shows its own refusal). */
  errorMessage?: string;
  /** Why the card was refused, when it was not the card itself (too many attempts). */
  refusalMessage?: string;
  /** Sends the card's nonce; true when the card was accepted. */
  onSubmitCard: (nonce: string) => Promise<boolean>;
  onBook: () => void;
}

/**
 * The card guarantee's container (spec 1 §2 step 7, §4 "Card step"), for both journeys: fetches
 * the card provider's client token when it opens, and hands the card step what the journey says.
 */
export function CardGuarantee({ api, ...step }: CardGuaranteeProps) {
  const { clientToken, tokenError } = useCardClientToken(api);
  return <CardStep clientToken={clientToken} tokenError={tokenError} {...step} />;
}
