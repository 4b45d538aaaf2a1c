import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { occasionDateSchema } from '../customer.schema';

/** The occasions as the form holds them: selects hold strings, '' is none chosen. */
export interface OccasionDatesFormValues {
  occasionDates: { kind: string; day: string; month: string }[];
}

/**
 * The form's check: each row by the API's own schema, so an error sits on the row and field the
 * API would name (occasionDates.1.day).
 */
export const occasionDatesFormSchema = z.object({
  occasionDates: z.array(occasionDateSchema).max(10),
});

/** The first thing to fix, for the message above the button: the occasion and what is wrong. */
export function firstProblem(errors: FieldErrors<OccasionDatesFormValues>): string | null {
  const rows = errors.occasionDates;
  const count = Array.isArray(rows) ? rows.length : 0;
  for (let index = 0; index < count; index += 1) {
    const row = rows?.[index];
    const message = row?.kind?.message ?? row?.day?.message ?? row?.month?.message;
    if (message) return `Please check occasion ${index + 1}: ${message}`;
  }
  return null;
}
