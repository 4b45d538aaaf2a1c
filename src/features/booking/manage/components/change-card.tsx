import { useMemo, useState } from 'react';
import { bookingWriteContext, createBookingApiClient } from '../../client/booking-api-client';
import { cardRefusalMessage } from '../../client/booking-api-error';
import { cardSubmitPayload } from '../../client/card-payload';
import type { WriteContext } from '../../client/http';
import { CardStep } from '../../components/card/card-step';
import { useCardClientToken } from '../../components/card/use-card-client-token';
import type { ManagedBooking } from '../manage-api';
import { manageMessages } from '../manage-messages';

interface ChangeCardProps {
  /** The site's brand key, which every booking write names. */
  brandKey: string;
  diner: ManagedBooking['diner'];
  /** The change is being saved. */
  saving: boolean;
  /** Why the last save failed, shown under the card. */
  errorMessage?: string;
  /** Saves the change with the card's customer id, sent as a write of this booking session. */
  onSave: (customerId: string, write: WriteContext) => void;
}

/**
 * The card guarantee inside a change (a party grown past the card threshold), as step 7 takes it
 * in the journey: the same card input, vaulted in this browser's booking session in the booker's
 * name and e-mail, so the server can tell the card is this diner's before it moves the booking.
 */
export function ChangeCard({ brandKey, diner, saving, errorMessage, onSave }: ChangeCardProps) {
  const { write, api } = useMemo(() => {
    const context = bookingWriteContext({ brandKey });
    return {
      write: context,
      api: createBookingApiClient({
        brandKey,
        tokens: context.tokens,
        sessionId: context.sessionId,
      }),
    };
  }, [brandKey]);
  const { clientToken, tokenError } = useCardClientToken(api);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();

  async function submitCard(nonce: string): Promise<boolean> {
    try {
      // A replaced card keeps the diner one customer, as in the journey.
      const id = await api.submitCard(cardSubmitPayload(nonce, diner, customerId));
      setCustomerId(id);
      setRefusal(undefined);
      return true;
    } catch (error) {
      setRefusal(cardRefusalMessage(error));
      return false;
    }
  }

  return (
    <div className="mt-3">
      <h3 className="h6">{manageMessages.changeForm.cardHeading}</h3>
      <CardStep
        clientToken={clientToken}
        tokenError={tokenError}
        booking={saving}
        errorMessage={errorMessage}
        refusalMessage={refusal}
        onSubmitCard={submitCard}
        onBook={() => customerId && onSave(customerId, write)}
        bookLabel={manageMessages.changeForm.save}
      />
    </div>
  );
}
