import { useEffect, useId, useRef } from 'react';
import type { ThanksWords } from './form-wording';
import { Heading } from '@/lib/ui';

/**
 * The thanks that replace a sent form (spec 2 §2 "A thanks state replaces the form"). It takes the
 * focus, so a screen reader reads it out where the button just was. Its words are the form's
 * (the code's, or the editors' from 'Form wording'). Every diner form's thanks are this one; in a
 * dialog (the job application's) it is smaller, and its button, which closes the dialog, is the
 * primary one.
 */
export function FormThanks({
  words,
  onAgain,
  inDialog = false,
}: {
  words: ThanksWords;
  onAgain: () => void;
  inDialog?: boolean;
}) {
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div
      ref={region}
      tabIndex={-1}
      role="status"
      aria-labelledby={headingId}
      className={inDialog ? 'py-2' : 'py-3'}
    >
      <Heading id={headingId} className={inDialog ? 'h4' : 'h3'}>
        {words.heading}
      </Heading>
      <p className="lead">{words.text}</p>
      <button
        type="button"
        className={inDialog ? 'btn btn-primary' : 'btn btn-outline-primary'}
        onClick={onAgain}
      >
        {words.again}
      </button>
    </div>
  );
}
