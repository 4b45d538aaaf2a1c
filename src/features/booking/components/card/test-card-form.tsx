import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { oneTimeTestNonce } from '@/features/payments';
import { randomId } from '../../client/random-id';
import { CardField } from './card-field';
import type { CardInputProps } from './card-input';
import { cardMessages, testCardMessages } from './card-messages';
import {
  testCardErrors,
  testCardNonce,
  type TestCardField,
  type TestCardValues,
} from './test-card';

const emptyCard: TestCardValues = { cardNumber: '', expiry: '', cvv: '', postcode: '' };

/**
 * The card input of the embedded `test` gateway: a plain form in place of Braintree's Drop-in,
 * which needs a Braintree account. It checks the card as Drop-in would and turns Braintree's
 * documented test card numbers into the test nonces the test gateway understands, a fresh copy
 * per request because the gateway, like Braintree, accepts a nonce only once.
 */
export function TestCardForm({ ref, onRequestableChange, disabled }: CardInputProps) {
  const [values, setValues] = useState(emptyCard);
  const [touched, setTouched] = useState<Partial<Record<TestCardField, boolean>>>({});
  // A refused card stays refused until the diner changes something.
  const [cleared, setCleared] = useState(false);
  const [tornDown, setTornDown] = useState(false);
  // Expiry is judged against the moment the form opened: a step lasts minutes, not months.
  const [now] = useState(() => new Date());
  const cardNumberRef = useRef<HTMLInputElement>(null);

  const errors = testCardErrors(values, now);
  const requestable = Object.keys(errors).length === 0 && !cleared;

  const reportRequestable = useEffectEvent((value: boolean) => onRequestableChange(value));
  useEffect(() => reportRequestable(requestable), [requestable]);

  useImperativeHandle(
    ref,
    () => ({
      async requestPaymentMethod() {
        if (!requestable) throw new Error('The card form is not complete.');
        return oneTimeTestNonce(testCardNonce(values.cardNumber), randomId());
      },
      clearSelectedPaymentMethod: () => setCleared(true),
      // Gone from the page by the time the promise settles, as Drop-in's teardown is.
      teardown: async () => flushSync(() => setTornDown(true)),
      focus: () => cardNumberRef.current?.focus(),
    }),
    [requestable, values.cardNumber],
  );

  if (tornDown) return null;

  const field = (name: TestCardField) => ({
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setCleared(false);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  return (
    <fieldset disabled={disabled}>
      <legend className="h6">{cardMessages.cardDetails}</legend>
      <p className="small text-body-secondary">{cardMessages.testMode}</p>
      <CardField
        label={testCardMessages.cardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        inputRef={cardNumberRef}
        {...field('cardNumber')}
      />
      <div className="row">
        <div className="col-sm-4">
          <CardField
            label={testCardMessages.expiry}
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={7}
            {...field('expiry')}
          />
        </div>
        <div className="col-sm-4">
          <CardField
            label={testCardMessages.cvv}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            {...field('cvv')}
          />
        </div>
        <div className="col-sm-4">
          <CardField
            label={testCardMessages.postcode}
            autoComplete="postal-code"
            maxLength={10}
            {...field('postcode')}
          />
        </div>
      </div>
    </fieldset>
  );
}
