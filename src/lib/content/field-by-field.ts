import type { z } from 'zod';
import type { ContentProblem } from './content-problem';

/** Parsed, with what was left out; or, when a field that cannot be left out fails, the error. */
export type FieldByField<T> =
  | { success: true; data: T & { contentProblems: ContentProblem[] } }
  | { success: false; error: z.ZodError };

const shown = (value: unknown) => {
  const json = JSON.stringify(value);
  return json === undefined
    ? ''
    : ` (it says ${json.length > 60 ? `${json.slice(0, 57)}...` : json})`;
};

/**
 * Parses an entry's fields one by one, so one field an editor got wrong costs only that field: a
 * field that fails and may be left out (it has a default, or is optional) is left out and named
 * in `contentProblems`; the entry fails only when a field it cannot do without fails. The settings
 * entry is read so: a typo in one option used to put every page of the site on a 500.
 */
export function parseFieldByField<S extends z.ZodObject>(
  schema: S,
  value: unknown,
): FieldByField<z.output<S>> {
  const whole = schema.safeParse(value);
  if (whole.success) return { success: true, data: { ...whole.data, contentProblems: [] } };
  if (typeof value !== 'object' || value === null) return { success: false, error: whole.error };
  const fields = { ...(value as Record<string, unknown>) };
  const contentProblems: ContentProblem[] = [];
  const failing = new Set(whole.error.issues.map((issue) => String(issue.path[0] ?? '')));
  for (const key of failing) {
    const field = schema.shape[key] as z.ZodType | undefined;
    if (!field || !field.safeParse(undefined).success) continue;
    const issues = whole.error.issues.filter((issue) => issue.path[0] === key);
    contentProblems.push({
      field: key,
      problem: `${issues.map((issue) => issue.message).join('; ')}${shown(fields[key])}: the default is used`,
    });
    delete fields[key];
  }
  const again = schema.safeParse(fields);
  if (!again.success) return { success: false, error: again.error };
  return { success: true, data: { ...again.data, contentProblems } };
}
