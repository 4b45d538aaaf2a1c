import { z } from 'zod';

/** A nested entry dropped from its parent: its id (when it has one) and what is wrong with it. */
export interface DroppedEntry {
  id: unknown;
  issues: string;
}

type Reporter = (problem: DroppedEntry) => void;
let report: Reporter = () => {};
/** The entries dropped while `collectDroppedEntries` runs, beside the reporter's log. */
let collected: DroppedEntry[] | null = null;

/**
 * Where invalid nested entries are reported. The server sets a reporter that logs them; in the
 * browser nothing is set and they are dropped silently.
 */
export function reportInvalidNestedEntries(reporter: Reporter): void {
  report = reporter;
}

/**
 * Runs a (synchronous) parse and returns what it dropped too: a tile whose carousel slide or
 * accordion panel cannot be read is still shown, and preview names the part it left out.
 */
export function collectDroppedEntries<T>(parse: () => T): { result: T; dropped: DroppedEntry[] } {
  const outer = collected;
  collected = [];
  try {
    const result = parse();
    return { result, dropped: collected };
  } finally {
    collected = outer;
  }
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
        const dropped = { id, issues: z.prettifyError(parsed.error) };
        report(dropped);
        collected?.push(dropped);
        return [];
      }),
    );
}
