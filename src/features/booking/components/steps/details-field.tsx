import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { WordedField } from '@/lib/content';
import { FormField, useFormWording } from '@/lib/forms';

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
 * options reach the booking too), marking the fields a diner may leave empty '(optional)'. Its
 * label, placeholder and help are the editors' where the settings' 'Form wording' gives some for
 * the booking details, found by the field's name.
 */
export function DetailsField({ multiline, label, ...field }: DetailsFieldProps) {
  const words = useFormWording('bookingDetails').field(
    field.registration.name as WordedField<'bookingDetails'>,
    { label },
  );
  return (
    <FormField {...field} {...words} marker="optional" as={multiline ? 'textarea' : 'input'} />
  );
}
