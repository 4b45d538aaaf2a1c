import { useCallback, useMemo, useRef, useState } from 'react';
import { messageSuccess, useFormSubmission } from '@/lib/forms';
import { customerMessages } from '../customer.schema';
import { customerCopy } from '../messages';
import type { SaveOutcome } from './save-outcome';

/**
 * Saves a customer form through the form pipeline (captcha, then the post): success is
 * `message: 'Success'` (spec 2 §7 "Customer"); a rate limit says how long to wait in the server's
 * words, any other failure is the one failure message.
 */
export function useCustomerSave(action: string, url: string) {
  // The answer of the last save, for what it says besides 'Success' (a code texted).
  const answer = useRef<Readonly<Record<string, unknown>>>({});
  const reading = useMemo(
    () => ({
      sent: (received: Readonly<Record<string, unknown>>) => {
        answer.current = received;
        return messageSuccess(received);
      },
    }),
    [],
  );
  const submission = useFormSubmission(action, url, reading);
  const { submit } = submission;
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const save = useCallback(
    async (payload: Record<string, unknown>) => {
      setOutcome(null);
      answer.current = {};
      const result = await submit(payload);
      if (result.sent) setOutcome({ saved: true });
      else {
        const tooMany = result.issues.find(
          (issue) => issue.message === customerMessages.tooManyOccasions,
        );
        setOutcome({
          saved: false,
          message: result.rateLimited
            ? result.message
            : (tooMany?.message ?? customerCopy.saveFailed),
        });
      }
      return result;
    },
    [submit],
  );
  const lastAnswer = useCallback(() => answer.current, []);
  return {
    save,
    /** What the last save's answer said, once it was sent. */
    lastAnswer,
    outcome,
    sending: submission.phase === 'sending',
    captchaEnabled: submission.captchaEnabled,
  };
}
