import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  FormField,
  FormThanks,
  RequiredNote,
  showServerIssues,
  useFormProgress,
  useFormSubmission,
  useFormWording,
  FormActions,
} from '@/lib/forms';
import { referralSchema } from '../customer.schema';
import { customerCopy } from '../messages';

interface ReferralFormValues {
  name: string;
  email: string;
  friendEmail: string;
}
const referralFields = ['name', 'email', 'friendEmail'] as const;
const emptyReferral = (): ReferralFormValues => ({ name: '', email: '', friendEmail: '' });

/**
 * Refer a friend: the diner's first name and e-mail, and their friend's e-mail, checked by the
 * schema /api/referral checks with. Thanks replace the form once sent, with a way to refer another.
 * Its words are the editors' where the settings' 'Form wording' gives some.
 */
export function ReferralForm() {
  const words = useFormWording('referral');
  const { register, handleSubmit, formState, getFieldState, reset, setError } =
    useForm<ReferralFormValues>({
      resolver: zodResolver(referralSchema) as Resolver<ReferralFormValues>,
      mode: 'onTouched',
      defaultValues: emptyReferral(),
    });
  const submission = useFormSubmission('referral', '/api/referral');
  const { formProps, errorRef } = useFormProgress(submission);
  const shown = (field: (typeof referralFields)[number]) => {
    const state = getFieldState(field, formState);
    return state.isTouched || formState.isSubmitted ? state.error?.message : undefined;
  };

  const send = handleSubmit(async (form) => {
    const outcome = await submission.submit({ ...form });
    if (outcome.sent) reset(emptyReferral());
    if (!outcome.sent) showServerIssues(outcome.issues, referralFields, setError);
  });

  if (submission.phase === 'sent') {
    return (
      <FormThanks
        words={words.thanks({
          heading: customerCopy.referralThanksHeading,
          text: customerCopy.referralThanks,
          again: customerCopy.referAnother,
        })}
        onAgain={submission.again}
      />
    );
  }
  return (
    <form {...formProps} onSubmit={send}>
      <RequiredNote />
      <FormField
        {...words.field('name', { label: 'Your first name' })}
        required
        autoComplete="given-name"
        registration={register('name')}
        error={shown('name')}
      />
      <FormField
        {...words.field('email', { label: 'Your email' })}
        type="email"
        required
        autoComplete="email"
        registration={register('email')}
        error={shown('email')}
      />
      <FormField
        {...words.field('friendEmail', { label: "Your friend's email" })}
        type="email"
        required
        autoComplete="off"
        registration={register('friendEmail')}
        error={shown('friendEmail')}
      />
      <FormActions
        label={words.button(customerCopy.refer)}
        sendingLabel={customerCopy.sending}
        sending={submission.phase === 'sending'}
        captchaEnabled={submission.captchaEnabled}
        error={submission.error}
        errorRef={errorRef}
      />
    </form>
  );
}
