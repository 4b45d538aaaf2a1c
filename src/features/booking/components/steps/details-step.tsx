import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Heading } from '@/lib/ui';
import {
  bookingCustomerSchema,
  type BookingCustomer,
  type BookingCustomerInput,
} from '../../customer.schema';
import { optionalPhoneCustomerSchema } from '../../utils/optional-phone';
import { NameAndEmailFields } from './name-and-email-fields';
import { DetailsField } from './details-field';
import { NewTabLink } from './new-tab-link';

interface DetailsStepProps {
  /** 'Book Now' (the site's text), 'Enquire now' or 'Card Guarantee' (spec 1 §4 "Enquiry mode"). */
  submitLabel: string;
  /** Called with the parsed details: names trimmed, the mobile number without spaces. */
  onSubmit: (customer: BookingCustomer) => void;
  defaultValues?: Partial<BookingCustomerInput>;
  /**
   * Told what the diner has typed, on every change: the journey keeps it, so the form is filled
   * again when it comes back after an earlier step was edited.
   */
  onDraftChange?: (draft: Partial<BookingCustomerInput>) => void;
  /** `bookingMessages.enquiryNotice(25)` for a party of 25+ when enquiries are allowed. */
  enquiryNotice?: string;
  /** The alternative flow counts an absent phone as valid (spec 1 §5). */
  phoneOptional?: boolean;
  /** The booking is being placed: the button waits. */
  submitting?: boolean;
  /** A failure to show above the button, such as `bookingMessages.bookingFailed`. */
  errorMessage?: string;
  /** False inside a step frame that already shows 'Your details' as its heading. */
  showHeading?: boolean;
}

type TextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'specialRequest';

const emptyCustomer: BookingCustomerInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
};

/**
 * Step 6 'Your details' (spec 1 §2, §5): checked by the same schema as the server. A field shows
 * its error once the diner has left it, then again on every change while they fix it
 * (react-hook-form's onTouched mode); the button waits until every field is valid.
 */
export function DetailsStep({
  submitLabel,
  onSubmit,
  defaultValues,
  onDraftChange,
  enquiryNotice,
  phoneOptional,
  submitting,
  errorMessage,
  showHeading = true,
}: DetailsStepProps) {
  const headingId = useId();
  const schema = phoneOptional ? optionalPhoneCustomerSchema : bookingCustomerSchema;
  const { register, handleSubmit, formState, subscribe } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { ...emptyCustomer, ...defaultValues },
  });
  useEffect(() => {
    if (!onDraftChange) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => onDraftChange(values),
    });
  }, [subscribe, onDraftChange]);
  const { errors, touchedFields, isSubmitted, isValid } = formState;
  const shown = (name: TextField) =>
    touchedFields[name] || isSubmitted ? errors[name]?.message : undefined;

  return (
    <section aria-labelledby={showHeading ? headingId : undefined}>
      {showHeading && (
        <Heading id={headingId} className="h4 mb-3">
          Your details
        </Heading>
      )}
      <form noValidate onSubmit={handleSubmit((customer) => onSubmit(customer))}>
        <NameAndEmailFields
          field={(name) => ({ registration: register(name), error: shown(name) })}
        />
        <DetailsField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          registration={register('phoneNumber')}
          error={shown('phoneNumber')}
          autoComplete="tel"
          required={!phoneOptional}
        />
        <DetailsField
          label="Special requests"
          multiline
          registration={register('specialRequest')}
          error={shown('specialRequest')}
        />
        <p className="small">
          By booking you agree to our{' '}
          <NewTabLink href="/terms-and-conditions">terms and conditions</NewTabLink> and{' '}
          <NewTabLink href="/privacy-policy">privacy policy</NewTabLink>.
        </p>
        <div className="form-check mb-2">
          <input
            id={`${headingId}-news`}
            type="checkbox"
            className="form-check-input"
            {...register('shouldReceivePromotions')}
          />
          <label htmlFor={`${headingId}-news`} className="form-check-label">
            I&rsquo;d like to receive news and offers by email
          </label>
        </div>
        <div className="form-check mb-3">
          <input
            id={`${headingId}-sms`}
            type="checkbox"
            className="form-check-input"
            {...register('shouldReceiveSms')}
          />
          <label htmlFor={`${headingId}-sms`} className="form-check-label">
            I&rsquo;d like to receive offers by SMS
          </label>
        </div>
        {enquiryNotice && <p className="alert alert-info">{enquiryNotice}</p>}
        {errorMessage && (
          <p className="alert alert-danger" role="alert">
            {errorMessage}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-lg w-100"
          disabled={!isValid || submitting}
          aria-busy={submitting || undefined}
        >
          {submitLabel}
        </button>
      </form>
    </section>
  );
}
