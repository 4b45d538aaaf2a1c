import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  fieldFlags,
  FormField,
  FormThanks,
  RequiredNote,
  showServerIssues,
  useFormProgress,
  useFormSubmission,
  useFormWording,
  FormActions,
} from '@/lib/forms';
import { contactFormSchema, groupBookingFormSchema, needsRestaurant } from '../contact.schema';
import { groupEnquiryType, offeredEnquiryTypes, type EnquiryTypeChoice } from '../enquiry-types';
import { contactCopy } from '../messages';
import {
  emptyEnquiry,
  enquiryFields,
  type EnquiryFormValues,
  type EnquiryKind,
} from './enquiry-form-values';

export interface EnquiryRestaurant {
  storeId: string;
  title: string;
}

interface EnquiryFormProps {
  kind: EnquiryKind;
  restaurants: EnquiryRestaurant[];
  /** The restaurant the form starts with (a restaurant's own page). */
  restaurant?: string;
  /** The enquiry types offered (the settings' 'Enquiry types'); the code's four when absent. */
  enquiryTypes?: EnquiryTypeChoice[];
}

const routes = { contact: '/api/contact/sendemail', groupBooking: '/api/contact/group-booking' };

/**
 * The contact form and the group-booking form (spec 2 §2, §4, §5): one form, checked in the
 * browser by the schema its API route checks with. A field shows its error once the diner has left
 * it (onTouched); mandatory fields carry an asterisk; the thanks replace the form once sent.
 * Its words are the editors' where the settings' 'Form wording' gives some.
 */
export function EnquiryForm({
  kind,
  restaurants,
  restaurant = '',
  enquiryTypes = offeredEnquiryTypes(),
}: EnquiryFormProps) {
  const group = kind === 'groupBooking';
  const words = useFormWording(kind);
  const empty = () => emptyEnquiry(kind, restaurant, groupEnquiryType(enquiryTypes));
  // A select's placeholder is its first, empty choice: the prompt to pick one.
  const prompt = (field: 'enquiryType' | 'enquiryRestaurant', text: string) =>
    words.field(field, { label: '', placeholder: text }).placeholder ?? text;
  const { register, handleSubmit, formState, control, reset, setError } =
    useForm<EnquiryFormValues>({
      // Both schemas parse these fields; the group's adds guests (typed as optional here).
      resolver: zodResolver(
        group ? groupBookingFormSchema : contactFormSchema,
      ) as Resolver<EnquiryFormValues>,
      mode: 'onTouched',
      defaultValues: empty(),
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
    if (outcome.sent) reset(empty());
    if (!outcome.sent) showServerIssues(outcome.issues, enquiryFields, setError);
  });

  if (submission.phase === 'sent') {
    return (
      <FormThanks
        words={words.thanks({
          heading: contactCopy.thanksHeading,
          text: group ? contactCopy.thanksGroup : contactCopy.thanksContact,
          again: contactCopy.sendAnother,
        })}
        onAgain={submission.again}
      />
    );
  }
  const register$ = (field: keyof EnquiryFormValues) => register(field);
  return (
    <form {...formProps} onSubmit={send}>
      <RequiredNote />
      <div className="row">
        <div className="col-sm-6">
          <FormField
            {...words.field('firstName', { label: 'First name' })}
            required
            autoComplete="given-name"
            registration={register$('firstName')}
            error={shown('firstName')}
          />
        </div>
        <div className="col-sm-6">
          <FormField
            {...words.field('lastName', { label: 'Last name' })}
            required
            autoComplete="family-name"
            registration={register$('lastName')}
            error={shown('lastName')}
          />
        </div>
      </div>
      <FormField
        {...words.field('email', { label: 'Email' })}
        type="email"
        required
        autoComplete="email"
        registration={register$('email')}
        error={shown('email')}
      />
      {/* A field of both forms (spec 2 §3, §5); the group-booking form starts at group bookings. */}
      <FormField
        {...words.field('enquiryType', { label: 'What is your message about?' })}
        as="select"
        required
        options={
          group
            ? enquiryTypes
            : [{ value: '', label: prompt('enquiryType', 'Please choose') }, ...enquiryTypes]
        }
        registration={register$('enquiryType')}
        error={shown('enquiryType')}
      />
      {askRestaurant && (
        <FormField
          {...words.field('enquiryRestaurant', { label: 'Restaurant' })}
          as="select"
          required
          options={[
            { value: '', label: prompt('enquiryRestaurant', 'Please choose a restaurant') },
            ...restaurants.map((r) => ({ value: r.storeId, label: r.title })),
          ]}
          registration={register$('enquiryRestaurant')}
          error={shown('enquiryRestaurant')}
        />
      )}
      {group && (
        <FormField
          {...words.field('guests', { label: 'Number of guests' })}
          type="number"
          inputMode="numeric"
          required
          registration={register('guests', { valueAsNumber: true })}
          error={shown('guests')}
        />
      )}
      <FormField
        {...words.field('message', {
          label: group
            ? 'Tell us about your group (the date, the time, the occasion)'
            : 'Your message',
        })}
        as="textarea"
        rows={5}
        required
        registration={register$('message')}
        error={shown('message')}
      />
      <FormActions
        label={words.button(group ? contactCopy.sendEnquiry : contactCopy.sendMessage)}
        sendingLabel={contactCopy.sending}
        sending={submission.phase === 'sending'}
        captchaEnabled={submission.captchaEnabled}
        error={submission.error}
        errorRef={errorRef}
      />
    </form>
  );
}
