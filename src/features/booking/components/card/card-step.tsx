import { useEffect, useRef, useState, type ReactNode } from 'react';
import { bookingMessages } from '../../booking-errors';
import type { CardInputHandle, CardInputProps } from './card-input';
import { cardMessages } from './card-messages';
import { clientTokenEnvironment } from './client-token';
import { DropInCard } from './drop-in-card';
import { TestCardForm } from './test-card-form';

interface CardStepProps {
  /** The card provider's client token; null while it is being fetched. */
  clientToken: string | null;
  /** The client token could not be fetched: the card input cannot load. */
  tokenError?: boolean;
  /** The booking is being placed: the booking button waits. */
  booking: boolean;
  /** A failure of the booking itself, such as `bookingMessages.bookingFailed`. */
  errorMessage?: string;
  /** Why the card was refused, when it was not the card itself (too many attempts). */
  refusalMessage?: string;
  /** Sends the card's nonce to the server; resolves true when the card is accepted. */
  onSubmitCard: (nonce: string) => Promise<boolean>;
  /** Places the booking, once the card input is gone. */
  onBook: () => void;
  /** The second button's text: 'Book now' in the journey, 'Save changes' on a booking's page. */
  bookLabel?: string;
}

type Phase = 'entering' | 'submitting' | 'accepted' | 'refused';

/**
 * Step 7, the card guarantee (spec 1 §2, §4 "Card step"), inside the journey's numbered step frame
 * '7. Card guarantee'. Submit Card waits until the input holds
 * a requestable card; the card's nonce goes to the server; once it is accepted Submit Card is
 * done and Book now opens. A refused card is cleared and Submit Card waits for a changed one.
 * Book now tears the card input down before the booking is placed.
 *
 * The embedded test gateway (client token environment 'test') gets a local card form; any other
 * environment is Braintree, and gets Drop-in.
 */
export function CardStep({
  clientToken,
  tokenError,
  booking,
  errorMessage,
  refusalMessage,
  onSubmitCard,
  onBook,
  bookLabel = cardMessages.bookNow,
}: CardStepProps) {
  const inputRef = useRef<CardInputHandle>(null);
  const bookRef = useRef<HTMLButtonElement>(null);
  const [requestable, setRequestable] = useState(false);
  const [phase, setPhase] = useState<Phase>('entering');
  const [loadFailed, setLoadFailed] = useState(false);
  const [tearingDown, setTearingDown] = useState(false);
  const [tornDown, setTornDown] = useState(false);

  const accepted = phase === 'accepted';
  const canSubmit = requestable && !loadFailed && (phase === 'entering' || phase === 'refused');

  // Submit Card turns disabled under the diner's focus: move it where the next action is.
  useEffect(() => {
    if (phase === 'accepted') bookRef.current?.focus();
    if (phase === 'refused') inputRef.current?.focus();
  }, [phase]);

  async function submitCard() {
    const input = inputRef.current;
    if (!input || !canSubmit) return;
    setPhase('submitting');
    let cardAccepted = false;
    try {
      cardAccepted = await onSubmitCard(await input.requestPaymentMethod());
    } catch {
      cardAccepted = false;
    }
    if (cardAccepted) {
      setPhase('accepted');
      return;
    }
    // The input announces a requestable card again only once the diner has changed it.
    setRequestable(false);
    input.clearSelectedPaymentMethod();
    setPhase('refused');
  }

  async function book() {
    if (!tornDown) {
      setTearingDown(true);
      await inputRef.current?.teardown().catch(() => undefined);
      setTornDown(true);
      setTearingDown(false);
    }
    onBook();
  }

  const inputProps: CardInputProps = {
    clientToken: clientToken ?? '',
    ref: inputRef,
    onRequestableChange: setRequestable,
    onLoadError: () => setLoadFailed(true),
    disabled: phase === 'submitting' || accepted,
  };
  let input: ReactNode = null;
  if (tokenError || loadFailed) {
    input = (
      <p role="alert" className="alert alert-danger">
        {bookingMessages.cardInputFailed}
      </p>
    );
  } else if (clientToken === null) {
    input = (
      <p role="status" className="text-body-secondary">
        {cardMessages.loading}
      </p>
    );
  } else if (!tornDown) {
    input =
      clientTokenEnvironment(clientToken) === 'test' ? (
        <TestCardForm key={clientToken} {...inputProps} />
      ) : (
        <DropInCard key={clientToken} {...inputProps} />
      );
  }

  return (
    <>
      <p>{cardMessages.intro}</p>
      {input}
      {phase === 'refused' && (
        <p role="alert" className="alert alert-danger">
          {refusalMessage ?? bookingMessages.cardSubmitFailed}
        </p>
      )}
      {accepted && (
        <p role="status" className="alert alert-success">
          {cardMessages.accepted}
        </p>
      )}
      {errorMessage && (
        <p role="alert" className="alert alert-danger">
          {errorMessage}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary btn-lg flex-fill"
          disabled={!canSubmit}
          aria-busy={phase === 'submitting' || undefined}
          onClick={submitCard}
        >
          {cardMessages.submitCard}
        </button>
        <button
          ref={bookRef}
          type="button"
          className="btn btn-primary btn-lg flex-fill"
          disabled={!accepted || booking || tearingDown}
          aria-busy={booking || tearingDown || undefined}
          onClick={book}
        >
          {bookLabel}
        </button>
      </div>
    </>
  );
}
