import { z } from 'zod';

/** The URL form of a name: "Milton Keynes" -> "milton-keynes", "St Albans" -> "st-albans". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Longer than any slug or store id the content holds (the longest is under 30 characters). */
export const maxContentIdLength = 100;

/**
 * A slug, city slug or store id as a URL or an API request gives it. The content model allows
 * only letters, digits and hyphens in each (contentful-migrations: slugs `^[a-z0-9]+(-[a-z0-9]+)*$`,
 * store ids `^[A-Za-z0-9-]+$`), so anything else, or anything longer, names no content: it is
 * refused before it reaches the content source or its cache.
 */
export const contentIdSchema = z
  .string()
  .min(1, 'is required')
  .max(maxContentIdLength, `must be at most ${maxContentIdLength} characters`)
  .regex(/^[A-Za-z0-9-]+$/, 'may hold only letters, digits and hyphens');

/** True when `value` could name content (see contentIdSchema). */
export function isContentId(value: string): boolean {
  return contentIdSchema.safeParse(value).success;
}
