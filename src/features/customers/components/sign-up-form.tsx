import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/lib/ui';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  CheckboxField,
  FormField,
  RequiredNote,
  showServerIssues,
  useFormProgress,
  useFormSubmission,
  useFormWording,
  FormActions,
} from '@/lib/forms';
import { daysInMonth } from '../birthday';
import { signUpFormSchema } from '../customer.schema';
import { customerCopy, signUpThanksPath } from '../messages';
import { BirthdaySelects } from './birthday-selects';
import {
  emptySignUp,
  signUpFields,
  type SignUpField,
  type SignUpFormValues,
} from './sign-up-form-values';

export interface SignUpRestaurant {
  storeId: string;
  title: string;
}

export interface SignUpFormProps {
  restaurants: SignUpRestaurant[];
  /** The brand's name (settings' site name): whose news the diner signs up for. */
  siteName: string;
  /** The brand's SMS opt-in setting: only then is the SMS box offered. */
  smsOptIn: boolean;
  /** A partner's terms box (acceptDaciaTerms), offered only when the tile gives its label. */
  partnerTermsLabel?: string;
}

/**
 * The mailing-list sign-up form (spec 2 §2, §3, §5 "Sign-up form"): checked in the browser by the
 * schema /api/signup checks with. The mobile number is required only with the SMS box ticked; the
 * birthday's day list follows the month (February always 29, whatever the year); the year is
 * optional, and a birthday is stored as chosen (no year is none). Once signed up the form is cleared and the diner goes to the thanks page.
 * Its words are the editors' where the settings' 'Form wording' gives some.
 */
export function SignUpForm({
  restaurants,
  siteName,
  smsOptIn,
  partnerTermsLabel,
}: SignUpFormProps) {
  const router = useRouter();
  const words = useFormWording('signUp');
  const {
    register,
    handleSubmit,
    formState,
    getFieldState,
    control,
    reset,
    setError,
    setValue,
    trigger,
  } = useForm<SignUpFormValues>({
    // raw: the values go as chosen; the API reads them with the same schema (a year left out is
    // stored as none there).
    resolver: zodResolver(signUpFormSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<SignUpFormValues>,
    mode: 'onTouched',
    defaultValues: emptySignUp(),
  });
  const submission = useFormSubmission('signUp', '/api/signup');
  const { formProps, errorRef } = useFormProgress(submission);
  const values = useWatch({ control }) as SignUpFormValues;
  const month = values.birthday?.month ?? '';
  const day = values.birthday?.day ?? '';
  const sms = smsOptIn && Boolean(values.acceptSMSTerms);
  const shown = (field: SignUpField) => {
    const state = getFieldState(field, formState);
    return state.isTouched || formState.isSubmitted ? state.error?.message : undefined;
  };

  // A day the newly chosen month does not have is no longer chosen.
  useEffect(() => {
    if (month && day && Number(day) > daysInMonth(Number(month))) {
      setValue('birthday.day', '', { shouldValidate: formState.isSubmitted });
    }
  }, [month, day, setValue, formState.isSubmitted]);

  // Ticking or unticking the SMS box makes the mobile number required or not: check it again.
  const { isTouched: phoneTouched } = getFieldState('phoneNumber', formState);
  useEffect(() => {
    if (phoneTouched || formState.isSubmitted) void trigger('phoneNumber');
  }, [sms, phoneTouched, formState.isSubmitted, trigger]);

  const send = handleSubmit(async (form) => {
    const outcome = await submission.submit({
      ...form,
      acceptSMSTerms: smsOptIn && form.acceptSMSTerms,
      acceptDaciaTerms: partnerTermsLabel ? form.acceptDaciaTerms : undefined,
    });
    if (outcome.sent) {
      reset(emptySignUp());
      await router.push(signUpThanksPath);
      return;
    }
    showServerIssues(outcome.issues, signUpFields, setError);
  });

  return (
    <form {...formProps} onSubmit={send}>
      <RequiredNote />
      <FormField
        {...words.field('emailAddress', { label: 'Email' })}
        type="email"
        required
        autoComplete="email"
        registration={register('emailAddress')}
        error={shown('emailAddress')}
      />
      <FormField
        {...words.field('favouriteRestaurant', { label: 'Favourite restaurant' })}
        as="select"
        required
        options={[
          {
            value: '',
            // A select's placeholder is its first, empty choice: the prompt to pick one.
            label:
              words.field('favouriteRestaurant', {
                label: '',
                placeholder: 'Please choose a restaurant',
              }).placeholder ?? 'Please choose a restaurant',
          },
          ...restaurants.map((r) => ({ value: r.storeId, label: r.title })),
        ]}
        registration={register('favouriteRestaurant')}
        error={shown('favouriteRestaurant')}
      />
      <FormField
        {...words.field('firstName', { label: 'First name' })}
        required
        autoComplete="given-name"
        registration={register('firstName')}
        error={shown('firstName')}
      />
      <FormField
        {...words.field('phoneNumber', {
          label: 'Mobile number',
          hint: smsOptIn ? 'Needed only if you would like our texts.' : undefined,
        })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required={sms}
        registration={register('phoneNumber')}
        error={shown('phoneNumber')}
      />
      <BirthdaySelects
        legend={words.field('birthday', { label: 'Your birthday' }).label}
        required
        month={month}
        day={{ registration: register('birthday.day'), error: shown('birthday.day') }}
        monthPart={{ registration: register('birthday.month'), error: shown('birthday.month') }}
        year={{ registration: register('birthday.year'), error: shown('birthday.year') }}
      />
      <CheckboxField
        required
        label={
          <>
            I&apos;d like to hear about {siteName}&apos;s offers, news and events by e-mail, and I
            agree to the <Link href="/terms-and-conditions">terms</Link> and{' '}
            <Link href="/privacy-policy">privacy policy</Link>
          </>
        }
        registration={register('acceptTerms')}
        error={shown('acceptTerms')}
      />
      {smsOptIn && (
        <CheckboxField
          label={`I'd also like to get ${siteName}'s offers and news by text message`}
          registration={register('acceptSMSTerms')}
          error={shown('acceptSMSTerms')}
        />
      )}
      {partnerTermsLabel && (
        <CheckboxField
          label={partnerTermsLabel}
          registration={register('acceptDaciaTerms')}
          error={shown('acceptDaciaTerms')}
        />
      )}
      <FormActions
        label={words.button(customerCopy.signUp)}
        sendingLabel={customerCopy.sending}
        // Sent, the form stays disabled while the thanks page loads.
        sending={submission.phase !== 'filling'}
        captchaEnabled={submission.captchaEnabled}
        error={submission.error}
        errorRef={errorRef}
      />
    </form>
  );
}
