import { useEffect, useId, useRef } from 'react';
import { useFormWording } from '@/lib/forms';
import { Heading } from '@/lib/ui';
import { jobsMessages } from '../jobs.schema';
import { applyCopy } from '../messages';

/**
 * The thanks that replace a sent application (spec 2 §4 "Job application"). It takes the focus,
 * so a screen reader reads it out where the send button just was. Its words are the editors'
 * where the settings' 'Form wording' gives some; {restaurant} in theirs is the job's restaurant.
 */
export function ApplicationThanks({
  restaurant,
  onClose,
}: {
  restaurant: string;
  onClose: () => void;
}) {
  const words = useFormWording('jobApplication').thanks({
    heading: jobsMessages.applied,
    text: applyCopy.thanksSent('{restaurant}'),
    again: applyCopy.close,
  });
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1} role="status" aria-labelledby={headingId} className="py-2">
      <Heading id={headingId} className="h4">
        {words.heading}
      </Heading>
      <p className="lead">{words.text.replaceAll('{restaurant}', restaurant)}</p>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {words.again}
      </button>
    </div>
  );
}
