import { useFormContext, type FieldPath } from 'react-hook-form';
import type { ApplicationFormValues } from './application-form-values';

/**
 * The error a field of the apply form shows: only once the applicant has left it or sent the form
 * (as every diner form, spec 1 §5), so an empty form is not red from the start.
 */
export function useShownError() {
  const { getFieldState, formState } = useFormContext<ApplicationFormValues>();
  return (name: FieldPath<ApplicationFormValues>): string | undefined => {
    const { isTouched, error } = getFieldState(name, formState);
    return isTouched || formState.isSubmitted ? error?.message : undefined;
  };
}
