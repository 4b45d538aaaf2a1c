import { useEffect, useId, useRef, useState } from 'react';
import { setInProgress } from '@/lib/ui';
import type { FormPhase } from './use-form-submission';

/**
 * What every diner form does around its fields. From the moment the diner goes into it until it is
 * sent it is in progress, so nothing (the newsletter popup) opens over it and takes their focus;
 * and its error message takes the focus when it appears, so a screen reader hears it.
 * Spread `formProps` on the <form>; put `errorRef` on the error message.
 */
export function useFormProgress(submission: { phase: FormPhase; error: string | null }) {
  const formId = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  const [entered, setEntered] = useState(false);
  const started = entered && submission.phase !== 'sent';
  useEffect(() => {
    setInProgress(formId, started);
    return () => setInProgress(formId, false);
  }, [formId, started]);
  useEffect(() => {
    if (submission.error) errorRef.current?.focus();
  }, [submission.error]);
  return {
    errorRef,
    formProps: {
      id: formId,
      noValidate: true,
      onFocus: () => setEntered(true),
      'aria-busy': submission.phase === 'sending',
    },
  };
}

/**
 * Puts the issues a route answered (400, naming each field) on the form's own fields, so each
 * shows under its field as the browser's check would.
 */
export function showServerIssues<Field extends string>(
  issues: readonly { field: string; message: string }[],
  fields: readonly Field[],
  setError: (field: Field, error: { message: string }) => void,
): void {
  for (const issue of issues) {
    if ((fields as readonly string[]).includes(issue.field)) {
      setError(issue.field as Field, { message: issue.message });
    }
  }
}
