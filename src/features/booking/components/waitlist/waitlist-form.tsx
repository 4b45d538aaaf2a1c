import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { dinerMessage } from '../../client/booking-api-error';
import { bookingTimes } from '../../utils/booking-times';
import { waitlistFormSchema, type WaitlistFormInput } from '../../waitlist/waitlist-api';
import { joinWaitlist } from '../../waitlist/waitlist-client';
import { waitlistMessages as copy } from '../../waitlist/waitlist-messages';
import { NameAndEmailFields } from '../steps/name-and-email-fields';
import { TimeWindowSelect } from './time-window-select';

export interface WaitlistFormProps {
  storeId: string;
  date: string;
  adultCovers: number;
  childCovers: number;
  /** The time the diner searched for: the window starts there and runs an hour on. */
  time: string;
  /** Named in the heading where step 3 lists other restaurants' times beside it. */
  restaurantName?: string;
  /** The server found a table after all: the journey searches again and offers it. */
  onTablesFound?: () => void;
  fetch?: typeof globalThis.fetch;
}

type Field = keyof WaitlistFormInput;

/** The window the form starts with: the searched time to an hour later, within the grid. */
function windowAround(time: string): Pick<WaitlistFormInput, 'timeFrom' | 'timeTo'> {
  const at = Math.max(0, bookingTimes.indexOf(time));
  return {
    timeFrom: bookingTimes[at]!,
    timeTo: bookingTimes[Math.min(at + 4, bookingTimes.length - 1)]!,
  };
}

/**
 * 'Tell me if a table comes up' on a full evening (step 3): the times the diner could come, their
 * name and e-mail, checked by the API's own schema (react-hook-form + zod, as the details step).
 * Joined, it says so and where the e-mail goes; a refusal shows the server's reason, and when the
 * reason is that a table is free after all the journey searches again.
 */
export function WaitlistForm({
  storeId,
  date,
  adultCovers,
  childCovers,
  time,
  restaurantName,
  onTablesFound,
  fetch,
}: WaitlistFormProps) {
  const headingId = useId();
  const [joinedAs, setJoinedAs] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { register, handleSubmit, formState } = useForm<WaitlistFormInput>({
    resolver: zodResolver(waitlistFormSchema),
    mode: 'onTouched',
    defaultValues: { ...windowAround(time), firstName: '', lastName: '', email: '' },
  });
  const { errors, touchedFields, isSubmitted, isSubmitting } = formState;
  const shown = (name: Field) =>
    touchedFields[name] || isSubmitted ? errors[name]?.message : undefined;

  useEffect(() => {
    if (joinedAs) doneRef.current?.focus();
  }, [joinedAs]);

  async function join(values: WaitlistFormInput) {
    setFailure(null);
    try {
      await joinWaitlist(storeId, { ...values, date, adultCovers, childCovers }, fetch);
      setJoinedAs(values.email.trim());
    } catch (error) {
      const message = dinerMessage(error);
      setFailure(message);
      if (message === copy.tablesFree) onTablesFound?.();
    }
  }

  return (
    <section aria-labelledby={headingId} className="border rounded p-3 mt-3">
      <h4 id={headingId} className="h5">
        {restaurantName ? copy.headingAt(restaurantName) : copy.heading}
      </h4>
      {joinedAs ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="mb-0">
          {copy.joined(joinedAs)}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit(join)}>
          <p>{copy.intro}</p>
          <div className="row">
            <div className="col-6">
              <TimeWindowSelect
                label="From"
                registration={register('timeFrom')}
                error={shown('timeFrom')}
              />
            </div>
            <div className="col-6">
              <TimeWindowSelect
                label="Until"
                registration={register('timeTo')}
                error={shown('timeTo')}
              />
            </div>
          </div>
          <NameAndEmailFields
            field={(name) => ({ registration: register(name), error: shown(name) })}
          />
          {failure && (
            <p role="alert" className="text-danger">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {copy.submit}
          </button>
        </form>
      )}
    </section>
  );
}
