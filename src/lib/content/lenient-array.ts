import { z } from 'zod';

type Reporter = (problem: { id: unknown; issues: string }) => void;
let report: Reporter = () => {};

/**
 * Where invalid nested entries are reported. The server sets a reporter that logs them; in the
 * browser nothing is set and they are dropped silently.
 */
export function reportInvalidNestedEntries(reporter: Reporter): void {
  report = reporter;
}

/**
 * An array whose invalid items are dropped (and reported) rather than failing the whole parent:
 * one bad menu item hides that item, not the menu.
 */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .default([])
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        if (parsed.success) return [parsed.data as z.output<T>];
        const id = (value as { id?: unknown } | null)?.id;
        report({ id, issues: z.prettifyError(parsed.error) });
        return [];
      }),
    );
}
