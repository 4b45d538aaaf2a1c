import { useCallback, useState } from 'react';
import { useRecaptcha } from '@/lib/captcha';
import { formMessages, postForm, type FormOutcome, type PostFormOptions } from './post-form';

/** Where a form is: being filled in, being sent, or sent (its thanks replaces it). */
export type FormPhase = 'filling' | 'sending' | 'sent';

/** postForm's defaults: one object, so `submit` stays the same between renders. */
const defaultReading: Omit<PostFormOptions, 'fetcher'> = {};

/**
 * Sends a diner form through the pipeline (ARCHITECTURE §5): runs the captcha for `action` (when
 * it is on), posts the values with its token as `recaptchaResponse`, and keeps the phase and the
 * message to show. A captcha that cannot run is the captcha failure of spec 1 §5. `reading` says
 * what the route answers on success (postForm's default: `statusCode` 200) and how to word a
 * refusal; keep it stable (a module constant).
 */
export function useFormSubmission(
  action: string,
  url: string,
  reading: Omit<PostFormOptions, 'fetcher'> = defaultReading,
) {
  const captcha = useRecaptcha(action);
  const captchaToken = captcha.token;
  const [phase, setPhase] = useState<FormPhase>('filling');
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (values: Record<string, unknown>): Promise<FormOutcome> => {
      setPhase('sending');
      setError(null);
      let recaptchaResponse: string | undefined;
      try {
        recaptchaResponse = await captchaToken();
      } catch {
        setPhase('filling');
        setError(formMessages.failed);
        return { sent: false, message: formMessages.failed, issues: [] };
      }
      const outcome = await postForm(url, { ...values, recaptchaResponse }, reading);
      setPhase(outcome.sent ? 'sent' : 'filling');
      if (!outcome.sent) setError(outcome.message);
      return outcome;
    },
    [captchaToken, url, reading],
  );

  /** Back to an empty form, to send another. */
  const again = useCallback(() => {
    setPhase('filling');
    setError(null);
  }, []);

  return { phase, error, submit, again, captchaEnabled: captcha.enabled };
}
