import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/lib/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  CheckboxField,
  FormField,
  RequiredNote,
  showServerIssues,
  useFormProgress,
  useFormSubmission,
  FormActions,
} from '@/lib/forms';
import { offerCopy } from '../messages';
import { voucherSchema } from '../voucher.schema';

/** What the diner fills in; the offer's slug is the page's. */
export const voucherFormSchema = voucherSchema.omit({ offerSlug: true, recaptchaResponse: true });
type VoucherFormValues = { emailAddress: string; acceptTerms: boolean };

interface VoucherFormProps {
  offerSlug: string;
  successButtonText?: string;
  successButtonUrl?: string;
  overrideSuccessUrl?: string;
}

/**
 * The voucher form of an offer (spec 2 §2, §4, §5): an e-mail address and the offer's terms. Once
 * the code is mailed (the 'voucher generated' flag) the form gives way to a message and the
 * offer's success button, which leads to `overrideSuccessUrl` when the offer has one. Other errors
 * are swallowed (spec 2 §4), except a rate limit: the diner is told how long to wait. Swallowed is
 * not silent: the button then reads 'Try again', so it does not look dead.
 */
export function VoucherForm({
  offerSlug,
  successButtonText,
  successButtonUrl,
  overrideSuccessUrl,
}: VoucherFormProps) {
  const doneRef = useRef<HTMLDivElement>(null);
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const [waitMessage, setWaitMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<VoucherFormValues>({
    // The box starts unticked; the schema accepts only a ticked one.
    resolver: zodResolver(voucherFormSchema) as unknown as Resolver<VoucherFormValues>,
    mode: 'onTouched',
    defaultValues: { emailAddress: '', acceptTerms: false },
  });
  const submission = useFormSubmission('voucher', '/api/offer/getcode');
  const { formProps } = useFormProgress(submission);
  const voucherGenerated = mailedTo !== null;

  useEffect(() => {
    if (voucherGenerated) doneRef.current?.focus();
  }, [voucherGenerated]);

  const send = handleSubmit(async (form) => {
    setWaitMessage(null);
    const outcome = await submission.submit({ ...form, offerSlug });
    setFailed(!outcome.sent);
    if (outcome.sent) {
      setMailedTo(form.emailAddress.trim());
      return;
    }
    if (outcome.rateLimited) setWaitMessage(outcome.message);
    showServerIssues(outcome.issues, ['emailAddress', 'acceptTerms'] as const, setError);
  });

  if (voucherGenerated) {
    const destination = overrideSuccessUrl || successButtonUrl;
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="py-2">
        <p className="lead mb-3">{offerCopy.mailed(mailedTo)}</p>
        {successButtonText && destination && (
          <Link href={destination} className="btn btn-primary btn-lg">
            {successButtonText}
          </Link>
        )}
      </div>
    );
  }

  const shown = (field: keyof VoucherFormValues) =>
    formState.touchedFields[field] || formState.isSubmitted
      ? formState.errors[field]?.message
      : undefined;
  return (
    <form {...formProps} onSubmit={send}>
      <RequiredNote />
      <FormField
        label={offerCopy.emailLabel}
        type="email"
        required
        autoComplete="email"
        registration={register('emailAddress')}
        error={shown('emailAddress')}
      />
      <CheckboxField
        label={offerCopy.termsLabel}
        required
        registration={register('acceptTerms')}
        error={shown('acceptTerms')}
      />
      <FormActions
        label={failed ? offerCopy.tryAgain : offerCopy.getCode}
        sendingLabel={offerCopy.sending}
        sending={submission.phase === 'sending'}
        captchaEnabled={submission.captchaEnabled}
        error={waitMessage}
      />
    </form>
  );
}
