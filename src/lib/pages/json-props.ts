/**
 * Page props must be JSON: Next.js refuses `undefined`, which optional view-model fields hold.
 * A JSON round trip drops them (and turns dates into strings) in one well-understood step.
 */
export function jsonProps<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
