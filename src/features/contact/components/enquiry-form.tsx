import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  fieldFlags,
  FormField,
  RequiredNote,
  showServerIssues,
  useFormProgress,
  useFormSubmission,
  FormActions,
} from '@/lib/forms';
import {
  contactFormSchema,
  enquiryTypes,
  groupBookingFormSchema,
  needsRestaurant,
} from '../contact.schema';
import { contactCopy } from '../messages';
import {
  emptyEnquiry,
  enquiryFields,
  type EnquiryFormValues,
  type EnquiryKind,
} from './enquiry-form-values';
import { EnquiryThanks } from './enquiry-thanks';

export interface EnquiryRestaurant {
  storeId: string;
  title: string;
}

interface EnquiryFormProps {
  kind: EnquiryKind;
  restaurants: EnquiryRestaurant[];
  /** The restaurant the form starts with (a restaurant's own page). */
  restaurant?: string;
}

const routes = { contact: '/api/contact/sendemail', groupBooking: '/api/contact/group-booking' };

/**
 * The contact form and the group-booking form (spec 2 §2, §4, §5): one form, checked in the
 * browser by the schema its API route checks with. A field shows its error once the diner has left
 * it (onTouched); mandatory fields carry an asterisk; the thanks replace the form once sent.
 */
export function EnquiryForm({ kind, restaurants, restaurant = '' }: EnquiryFormProps) {
  const group = kind === 'groupBooking';
  const { register, handleSubmit, formState, control, reset, setError } =
    useForm<EnquiryFormValues>({
      // Both schemas parse these fields; the group's adds guests (typed as optional here).
      resolver: zodResolver(
        group ? groupBookingFormSchema : contactFormSchema,
      ) as Resolver<EnquiryFormValues>,
      mode: 'onTouched',
      defaultValues: emptyEnquiry(kind, restaurant),
    });
  const submission = useFormSubmission(kind, routes[kind]);
  const { formProps, errorRef } = useFormProgress(submission);
  const values = useWatch({ control }) as EnquiryFormValues;
  const flags = fieldFlags(values, formState.errors, enquiryFields);
  const shown = (field: (typeof enquiryFields)[number]) =>
    (formState.touchedFields[field] || formState.isSubmitted) && !flags[field].valid
      ? formState.errors[field]?.message
      : undefined;
  const askRestaurant = group || needsRestaurant(values.enquiryType);

  const send = handleSubmit(async (form) => {
    const outcome = await submission.submit({ ...form });
    if (outcome.sent) reset(emptyEnquiry(kind, restaurant));
    if (!outcome.sent) showServerIssues(outcome.issues, enquiryFields, setError);
  });

  if (submission.phase === 'sent') {
    return <EnquiryThanks kind={kind} onAgain={submission.again} />;
  }
  const register$ = (field: keyof EnquiryFormValues) => register(field);
  return (
    <form {...formProps} onSubmit={send}>
      <RequiredNote />
      <div className="row">
        <div className="col-sm-6">
          <FormField
            label="First name"
            required
            autoComplete="given-name"
            registration={register$('firstName')}
            error={shown('firstName')}
          />
        </div>
        <div className="col-sm-6">
          <FormField
            label="Last name"
            required
            autoComplete="family-name"
            registration={register$('lastName')}
            error={shown('lastName')}
          />
        </div>
      </div>
      <FormField
        label="Email"
        type="email"
        required
        autoComplete="email"
        registration={register$('email')}
        error={shown('email')}
      />
      {/* A field of both forms (spec 2 §3, §5); the group-booking form starts at group bookings. */}
      <FormField
        label="What is your message about?"
        as="select"
        required
        options={
          group ? [...enquiryTypes] : [{ value: '', label: 'Please choose' }, ...enquiryTypes]
        }
        registration={register$('enquiryType')}
        error={shown('enquiryType')}
      />
      {askRestaurant && (
        <FormField
          label="Restaurant"
          as="select"
          required
          options={[
            { value: '', label: 'Please choose a restaurant' },
            ...restaurants.map((r) => ({ value: r.storeId, label: r.title })),
          ]}
          registration={register$('enquiryRestaurant')}
          error={shown('enquiryRestaurant')}
        />
      )}
      {group && (
        <FormField
          label="Number of guests"
          type="number"
          inputMode="numeric"
          required
          registration={register('guests', { valueAsNumber: true })}
          error={shown('guests')}
        />
      )}
      <FormField
        label={
          group ? 'Tell us about your group (the date, the time, the occasion)' : 'Your message'
        }
        as="textarea"
        rows={5}
        required
        registration={register$('message')}
        error={shown('message')}
      />
      <FormActions
        label={group ? contactCopy.sendEnquiry : contactCopy.sendMessage}
        sendingLabel={contactCopy.sending}
        sending={submission.phase === 'sending'}
        captchaEnabled={submission.captchaEnabled}
        error={submission.error}
        errorRef={errorRef}
      />
    </form>
  );
}
