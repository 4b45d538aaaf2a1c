import { HttpError, statusTitles } from '@/lib/http';
import { locationMessages } from '../messages';

/**
 * The geocoding service failed (down, slow, or answering what it should not): a 502 with the search
 * failure message of spec 2 §8, the cause kept for the logs.
 */
export function geocoderUnavailable(cause: unknown): HttpError {
  const error = new HttpError(502, {
    code: 502,
    title: statusTitles[502]!,
    message: locationMessages.searchFailed,
  });
  return Object.assign(error, { cause });
}
