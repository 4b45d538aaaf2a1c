import { useEffect, useId, useRef } from 'react';
import { Heading } from '@/lib/ui';
import { jobsMessages } from '../jobs.schema';
import { applyCopy } from '../messages';

/**
 * The thanks that replace a sent application (spec 2 §4 "Job application"). It takes the focus,
 * so a screen reader reads it out where the send button just was.
 */
export function ApplicationThanks({
  restaurant,
  onClose,
}: {
  restaurant: string;
  onClose: () => void;
}) {
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1} role="status" aria-labelledby={headingId} className="py-2">
      <Heading id={headingId} className="h4">
        {jobsMessages.applied}
      </Heading>
      <p className="lead">{applyCopy.thanksSent(restaurant)}</p>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {applyCopy.close}
      </button>
    </div>
  );
}
