import { httpError } from '@/lib/http';
import { locationMessages } from '../messages';

/** The longest search a person types: a postcode, a town, "Newcastle upon Tyne, England". */
export const maxSearchQueryLength = 100;

/**
 * The search query of a geo route, trimmed; a 400 with 'Invalid search query, please search again.'
 * (spec 2 §8) when it is missing, empty, longer than 100 characters, or holds a control character
 * or a caret (spec 1 §5 refuses the caret in the browser; the server refuses it too).
 */
export function readSearchQuery(value: unknown): string {
  const query = typeof value === 'string' ? value.trim() : '';
  if (query === '' || query.length > maxSearchQueryLength || /[\p{Cc}^]/u.test(query)) {
    throw httpError(400, locationMessages.invalidQuery);
  }
  return query;
}
