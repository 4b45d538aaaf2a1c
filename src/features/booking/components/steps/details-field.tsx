import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/lib/forms';

interface DetailsFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's error, passed only once the diner has left the field (spec 1 §5). */
  error?: string;
  multiline?: boolean;
  required?: boolean;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * One field of the details form: the site's form field (so the settings' label and placeholder
 * options reach the booking too), marking the fields a diner may leave empty '(optional)'.
 */
export function DetailsField({ multiline, ...field }: DetailsFieldProps) {
  return <FormField {...field} marker="optional" as={multiline ? 'textarea' : 'input'} />;
}
