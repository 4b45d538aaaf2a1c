import { z } from 'zod';

/**
 * Text the site cannot store or send on: a NUL byte (PostgreSQL refuses it in text) or half of a
 * surrogate pair (no UTF-8 spells it: the database and the mail refuse or mangle it). No keyboard
 * types either; a script or a broken copy-paste does, and it used to reach the database as a 500.
 */
// Without the `u` flag, so that a surrogate is one unit of its own (with it, a lone one never matches).
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What a diner or caller reads when a field holds such text. */
export const unstorableTextMessage =
  'This text has a character that cannot be stored (a NUL byte or half of an emoji). Please remove it.';

/** True when `text` can be stored and mailed as it is. */
export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/** The shared string schema: any text a request brings, refused (naming its field) when unstorable. */
export const storableTextSchema = z.string().refine(isStorableText, unstorableTextMessage);

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/** The path of a visit, as zod names a field (`experience.0.employer`), or 'request' for the root. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : 'request';
}

/**
 * The first field of a request's query or body whose text (a value, or a key) cannot be stored, or
 * null. Walked without recursion and without copying paths: a body of thousands of nested lists
 * is still only a few kilobytes, and must cost no more than one.
 */
export function unstorableTextField(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const next = visit.value;
    if (typeof next === 'string') {
      if (!isStorableText(next)) return pathOf(visit);
    } else if (Array.isArray(next)) {
      next.forEach((item, index) =>
        pending.push({ value: item, key: String(index), parent: visit }),
      );
    } else if (typeof next === 'object' && next !== null && !ArrayBuffer.isView(next)) {
      for (const [key, item] of Object.entries(next)) {
        const child = { value: item, key, parent: visit };
        if (!isStorableText(key)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
}
