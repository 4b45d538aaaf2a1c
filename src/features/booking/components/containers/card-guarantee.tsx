import { useStore } from 'jotai';
import type { BookingApi } from '../../client/booking-api';
import { bookingStateAtom, type BookingState } from '../../state/booking-atoms';
import { CardStep } from '../card/card-step';
import { useCardClientToken } from '../card/use-card-client-token';

interface CardGuaranteeProps {
  api: BookingApi;
  state: BookingState;
  onSubmitCard: (nonce: string) => Promise<void>;
  onBook: () => void;
}

/**
 * Step 7's container: fetches the card provider's client token when the step opens, and tells the
 * card step whether the server accepted the card.
 */
export function CardGuarantee({ api, state, onSubmitCard, onBook }: CardGuaranteeProps) {
  const store = useStore();
  const { clientToken, tokenError } = useCardClientToken(api);

  return (
    <CardStep
      clientToken={clientToken}
      tokenError={tokenError}
      booking={state.busy.booking}
      // The card step shows its own refusal; this is a failure to place the booking.
      errorMessage={state.bookingErrorMessage ?? undefined}
      refusalMessage={state.cardErrorMessage ?? undefined}
      onSubmitCard={async (nonce) => {
        await onSubmitCard(nonce);
        return store.get(bookingStateAtom).cardAccepted;
      }}
      onBook={onBook}
    />
  );
}
