import type { z } from 'zod';

/**
 * The paths of every string in `schema` that has no maximum length, as a request reaches it: the
 * input side of each pipe, the inner type of optionals and defaults. An API schema should have
 * none (ARCHITECTURE §7: every string has a bound).
 */
export function unboundedStrings(schema: z.ZodType, path = '(root)'): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
    ._zod.def;
  const walk = (child: unknown, at: string) => unboundedStrings(child as z.ZodType, at);
  switch (def.type) {
    case 'string':
      return (schema as unknown as { maxLength: number | null }).maxLength === null ? [path] : [];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        walk(value, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option, path));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return walk(def.innerType, path);
    case 'pipe': {
      // A preprocess is a pipe from a transform: what it feeds on is the schema after it.
      const input = (def.in as { _zod: { def: { type: string } } })._zod.def;
      return input.type === 'transform' ? walk(def.out, path) : walk(def.in, path);
    }
    default:
      return [];
  }
}
