import type { FieldErrors, FieldValues } from 'react-hook-form';

/** A field's flags as the spec names them (spec 2 §3 "Contact form flags"): both start true. */
export interface FieldFlags {
  present: boolean;
  valid: boolean;
}

/**
 * The spec's per-field `present` and `valid` flags, derived from the form's own state rather than
 * kept beside it: present once it holds something (or was never touched), valid while the schema
 * has no error for it. They start true, as the spec says, because an untouched field has no error.
 */
export function fieldFlags<Values extends FieldValues, Field extends keyof Values & string>(
  values: Values,
  errors: FieldErrors<Values>,
  fields: readonly Field[],
): Record<Field, FieldFlags> {
  return Object.fromEntries(
    fields.map((field) => {
      const error = errors[field];
      const value = values[field] as unknown;
      const empty = value === undefined || value === null || String(value).trim() === '';
      return [field, { present: !(error && empty), valid: !error }];
    }),
  ) as Record<Field, FieldFlags>;
}
