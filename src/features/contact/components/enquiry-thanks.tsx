import { useEffect, useId, useRef } from 'react';
import { Heading } from '@/lib/ui';
import { contactCopy } from '../messages';
import type { EnquiryKind } from './enquiry-form-values';

/**
 * The thanks that replace a sent form (spec 2 §2 "A thanks state replaces the form"). It takes the
 * focus, so a screen reader reads it out where the button just was.
 */
export function EnquiryThanks({ kind, onAgain }: { kind: EnquiryKind; onAgain: () => void }) {
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1} role="status" aria-labelledby={headingId} className="py-3">
      <Heading id={headingId} className="h3">
        {contactCopy.thanksHeading}
      </Heading>
      <p className="lead">
        {kind === 'groupBooking' ? contactCopy.thanksGroup : contactCopy.thanksContact}
      </p>
      <button type="button" className="btn btn-outline-primary" onClick={onAgain}>
        {contactCopy.sendAnother}
      </button>
    </div>
  );
}
