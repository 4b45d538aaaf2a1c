import { useEffect, useId, useRef } from 'react';
import type { ThanksWords } from './form-wording';
import { Heading } from '@/lib/ui';

/**
 * The thanks that replace a sent form (spec 2 §2 "A thanks state replaces the form"). It takes the
 * focus, so a screen reader reads it out where the button just was. Its words are the form's
 * (the code's, or the editors' from 'Form wording'). Every diner form's thanks are this one.
 */
export function FormThanks({ words, onAgain }: { words: ThanksWords; onAgain: () => void }) {
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1} role="status" aria-labelledby={headingId} className="py-3">
      <Heading id={headingId} className="h3">
        {words.heading}
      </Heading>
      <p className="lead">{words.text}</p>
      <button type="button" className="btn btn-outline-primary" onClick={onAgain}>
        {words.again}
      </button>
    </div>
  );
}
