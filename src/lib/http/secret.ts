import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a secret a caller sent with the configured one in constant time. */
export function secretMatches(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  // Hashing first gives equal lengths, which timingSafeEqual requires.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
