import { useCallback, useState } from 'react';
import { messageSuccess, useFormSubmission } from '@/lib/forms';
import { customerMessages } from '../customer.schema';
import { customerCopy } from '../messages';
import type { SaveOutcome } from './save-outcome';

/** Success as the customer routes answer it. */
const customerReading = { sent: messageSuccess };

/**
 * Saves a customer form through the form pipeline (captcha, then the post): success is
 * `message: 'Success'` (spec 2 §7 "Customer"); a rate limit says how long to wait in the server's
 * words, any other failure is the one failure message.
 */
export function useCustomerSave(action: string, url: string) {
  const submission = useFormSubmission(action, url, customerReading);
  const { submit } = submission;
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const save = useCallback(
    async (payload: Record<string, unknown>) => {
      setOutcome(null);
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
  return {
    save,
    outcome,
    sending: submission.phase === 'sending',
    captchaEnabled: submission.captchaEnabled,
  };
}
