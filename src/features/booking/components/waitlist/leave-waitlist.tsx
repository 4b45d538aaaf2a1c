import { useEffect, useRef, useState } from 'react';
import { dinerMessage } from '../../client/booking-api-error';
import { leaveWaitlist } from '../../waitlist/waitlist-client';
import { waitlistMessages as copy } from '../../waitlist/waitlist-messages';

/**
 * The page of an e-mail's 'Leave the waitlist' link. Leaving is a button, not the visit itself:
 * mail scanners open links, and must not take a diner off the waitlist.
 */
export function LeaveWaitlist({ token }: { token: string }) {
  const [state, setState] = useState<'ready' | 'leaving' | 'left'>('ready');
  const [failure, setFailure] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state === 'left') doneRef.current?.focus();
  }, [state]);

  async function leave() {
    setState('leaving');
    setFailure(null);
    try {
      await leaveWaitlist(token);
      setState('left');
    } catch (error) {
      setFailure(dinerMessage(error));
      setState('ready');
    }
  }

  return (
    <>
      <h1 className="display-6 fw-bold mb-3">{copy.leaveHeading}</h1>
      {state === 'left' ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="lead">
          {copy.left}
        </p>
      ) : (
        <>
          <p className="lead">{copy.leaveIntro}</p>
          {failure && (
            <p role="alert" className="text-danger">
              {failure}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={state === 'leaving'}
            onClick={() => void leave()}
          >
            {copy.leaveButton}
          </button>
        </>
      )}
    </>
  );
}
