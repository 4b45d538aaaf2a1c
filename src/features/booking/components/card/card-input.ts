import type { Ref } from 'react';

/**
 * What the card step asks of a card input: the same few calls Braintree's Drop-in offers, so the
 * local test form and Drop-in are interchangeable.
 */
export interface CardInputHandle {
  /** The nonce of the entered card; rejects when there is no requestable card. */
  requestPaymentMethod(): Promise<string>;
  /** Forgets the entered card after a refusal: the diner has to change it before a new try. */
  clearSelectedPaymentMethod(): void;
  /** Removes the input for good, before the booking is placed. */
  teardown(): Promise<void>;
  /** Puts the keyboard focus in the input (after a refusal). */
  focus(): void;
}

/** The props every card input takes. */
export interface CardInputProps {
  clientToken: string;
  ref?: Ref<CardInputHandle>;
  /** Called whenever a payment method becomes requestable, or stops being so. */
  onRequestableChange: (requestable: boolean) => void;
  /** The input could not be loaded (spec 1 §5 "Card input load error"). */
  onLoadError: () => void;
  /** The card has been sent or accepted: it can no longer be edited. */
  disabled?: boolean;
}
