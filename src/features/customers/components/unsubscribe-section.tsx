import { useState } from 'react';
import { messageSuccess, postForm } from '@/lib/forms';
import type { CustomerPreferences } from '../customer-preferences';
import { customerCopy } from '../messages';

/**
 * Unsubscribing from marketing e-mail (PECR: as easy as signing up), by the preference link's
 * guid; the one-click link in every marketing e-mail posts to the same address.
 */
export function UnsubscribeSection({ customer }: { customer: CustomerPreferences }) {
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>(
    customer.websiteOptIn ? 'idle' : 'done',
  );
  const unsubscribe = async () => {
    setState('sending');
    const outcome = await postForm(
      `/api/unsubscribe/${encodeURIComponent(customer.guid)}`,
      {},
      { sent: messageSuccess },
    );
    setState(outcome.sent ? 'done' : 'failed');
  };
  return (
    <section
      id="unsubscribe"
      aria-labelledby="unsubscribe-heading"
      className="mt-5 pt-4 border-top"
    >
      <h2 id="unsubscribe-heading" className="h4">
        {customerCopy.unsubscribeHeading}
      </h2>
      {state === 'done' ? (
        <p role="status" className="alert alert-info">
          {customer.websiteOptIn ? customerCopy.unsubscribed : customerCopy.notSubscribed}
        </p>
      ) : (
        <>
          <p>{customerCopy.unsubscribeText}</p>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={state === 'sending'}
            onClick={unsubscribe}
          >
            {customerCopy.unsubscribe}
          </button>
          {state === 'failed' && (
            <div role="alert" className="alert alert-danger mt-3">
              {customerCopy.unsubscribeFailed}
            </div>
          )}
        </>
      )}
    </section>
  );
}
