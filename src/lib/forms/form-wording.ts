import type { ReactNode } from 'react';
import type { FormWording, OneFormWording, WordedField, WordedForm } from '@/lib/content';
import { useAllFormWording } from './form-labels';

/** A field's words in the code: the defaults the editors' wording replaces part by part. */
export interface FieldWords {
  label: string;
  placeholder?: string;
  /** A line of help under the label (FormField's `hint`). */
  hint?: ReactNode;
}

/** The thanks that replace a sent form, in the code's words. */
export interface ThanksWords {
  heading: string;
  text: string;
  again: string;
}

/** One form's words: the editors' where they gave some, the code's everywhere else. */
export interface FormWords<Field extends string> {
  /** A field's label, placeholder and help, ready to spread on a FormField. */
  field: (name: Field, defaults: FieldWords) => FieldWords;
  button: (fallback: string) => string;
  thanks: (defaults: ThanksWords) => ThanksWords;
}

/**
 * Merges a form's wording from the content over the code's: the schema has already turned blank
 * words into none (form-wording.schema.ts), so whatever is left here is meant to show.
 */
export function formWordsOf<Form extends WordedForm>(
  wording: FormWording,
  form: Form,
): FormWords<WordedField<Form>> {
  const mine: OneFormWording = wording[form] ?? {};
  return {
    field: (name, defaults) => {
      const given = mine.fields?.[name] ?? {};
      return {
        label: given.label ?? defaults.label,
        placeholder: given.placeholder ?? defaults.placeholder,
        hint: given.help ?? defaults.hint,
      };
    },
    button: (fallback) => mine.button ?? fallback,
    thanks: (defaults) => ({
      heading: mine.thanks?.heading ?? defaults.heading,
      text: mine.thanks?.text ?? defaults.text,
      again: mine.thanks?.again ?? defaults.again,
    }),
  };
}

/** This form's words, from the settings' 'Form wording' the layout provides (FormLabels). */
export function useFormWording<Form extends WordedForm>(form: Form): FormWords<WordedField<Form>> {
  return formWordsOf(useAllFormWording(), form);
}
