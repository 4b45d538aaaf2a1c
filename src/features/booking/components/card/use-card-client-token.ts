import { useEffect, useState } from 'react';
import type { BookingApi } from '../../client/booking-api';

/**
 * The card provider's client token for the card input, fetched when the card step opens: null
 * while it is on its way; `tokenError` when it could not be fetched (the input cannot load).
 */
export function useCardClientToken(api: BookingApi): {
  clientToken: string | null;
  tokenError: boolean;
} {
  const [clientToken, setClientToken] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState(false);
  useEffect(() => {
    let live = true;
    api.getCardClientToken().then(
      (token) => live && setClientToken(token),
      () => live && setTokenError(true),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return { clientToken, tokenError };
}
