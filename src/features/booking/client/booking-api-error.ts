import { bookingErrorMessage, bookingMessages } from '../booking-errors';

/**
 * A failed booking call: its HTTP status (0 when the network failed), the error payload the server
 * answered with, and in `message` what the diner reads (spec 1 §8, through `bookingErrorMessage`).
 */
export class BookingApiError extends Error {
  override name = 'BookingApiError';

  constructor(
    readonly status: number,
    readonly payload: unknown,
    message: string = bookingErrorMessage(asPayload(payload)),
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The diner's message for anything a booking call threw. */
export function dinerMessage(error: unknown): string {
  return error instanceof BookingApiError ? error.message : bookingErrorMessage(null);
}

/**
 * Why a card was refused, for the card step: too many attempts says how long to wait; any other
 * refusal is spec 1's card message.
 */
export function cardRefusalMessage(error: unknown): string {
  return error instanceof BookingApiError && error.status === 429
    ? error.message
    : bookingMessages.cardSubmitFailed;
}

function asPayload(payload: unknown) {
  return typeof payload === 'object' && payload !== null
    ? (payload as { code?: unknown; title?: unknown; message?: unknown })
    : null;
}
