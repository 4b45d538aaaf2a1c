import { FormThanks, useFormWording } from '@/lib/forms';
import { jobsMessages } from '../jobs.schema';
import { applyCopy } from '../messages';

/**
 * The thanks that replace a sent application (spec 2 §4 "Job application"), in its dialog. Its
 * words are the editors' where the settings' 'Form wording' gives some; {restaurant} in theirs is
 * the job's restaurant.
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
  const text = words.text.replaceAll('{restaurant}', restaurant);
  return <FormThanks inDialog words={{ ...words, text }} onAgain={onClose} />;
}
