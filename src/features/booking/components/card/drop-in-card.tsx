import type { Dropin } from 'braintree-web-drop-in';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react';
import type { CardInputProps } from './card-input';
import { cardMessages } from './card-messages';

/**
 * Braintree's Drop-in card input (spec 1 §4 "Card step"): no cardholder name, a text postal code
 * (UK postcodes have letters) and 3-D Secure off. Nothing is charged: the server verifies and
 * vaults the card, so Drop-in needs no amount. The library (and its stylesheet, which it adds
 * itself) loads only when this step opens, as its own chunk.
 *
 * Give it a `key` of the client token: a new token is a new Drop-in.
 */
export function DropInCard({ clientToken, ref, onRequestableChange, onLoadError }: CardInputProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const instanceRef = useRef<Dropin | null>(null);
  const [loading, setLoading] = useState(true);
  const reportRequestable = useEffectEvent((value: boolean) => onRequestableChange(value));
  const reportLoadError = useEffectEvent(() => onLoadError());

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A fresh container per mount: Drop-in wants an empty one, and React's development double
    // mount would otherwise hand the second Drop-in the first one's half-built form.
    const container = document.createElement('div');
    host.appendChild(container);
    let cancelled = false;
    let instance: Dropin | null = null;

    import('braintree-web-drop-in')
      .then(({ create }) =>
        create({
          authorization: clientToken,
          container,
          card: {
            cardholderName: false,
            overrides: { fields: { postalCode: { type: 'text' } } },
          },
          threeDSecure: false,
        }),
      )
      .then((created) => {
        if (cancelled) {
          created.teardown().catch(() => undefined);
          return;
        }
        instance = created;
        instanceRef.current = created;
        created.on('paymentMethodRequestable', () => reportRequestable(true));
        created.on('noPaymentMethodRequestable', () => reportRequestable(false));
        setLoading(false);
        // Drop-in announces changes only: a card it already holds is requestable from the start.
        reportRequestable(created.isPaymentMethodRequestable());
      })
      .catch(() => {
        if (cancelled) return;
        setLoading(false);
        reportLoadError();
      });

    return () => {
      cancelled = true;
      // The handle's teardown (before booking) clears instanceRef: then there is nothing left to do.
      const live = instance !== null && instanceRef.current === instance;
      instanceRef.current = null;
      const done = live ? instance!.teardown().catch(() => undefined) : Promise.resolve();
      void done.then(() => container.remove());
    };
  }, [clientToken]);

  useImperativeHandle(
    ref,
    () => ({
      async requestPaymentMethod() {
        const instance = instanceRef.current;
        if (!instance) throw new Error('The card input is not ready.');
        const { nonce } = await instance.requestPaymentMethod();
        return nonce;
      },
      clearSelectedPaymentMethod: () => instanceRef.current?.clearSelectedPaymentMethod(),
      async teardown() {
        const instance = instanceRef.current;
        instanceRef.current = null;
        await instance?.teardown();
      },
      focus: () => hostRef.current?.focus(),
    }),
    [],
  );

  return (
    <>
      {loading && (
        <p role="status" className="text-body-secondary">
          {cardMessages.loading}
        </p>
      )}
      <div ref={hostRef} role="group" aria-label={cardMessages.cardDetails} tabIndex={-1} />
    </>
  );
}
