import { HttpError, isHttpError } from '@/lib/http';
import { contentServiceError } from '../content-errors';

/**
 * Runs a content read for an API route: a content service failure becomes the catalogue's code 16
 * (502), never an internal error message.
 */
export async function readContent<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isHttpError(error)) throw error;
    throw Object.assign(new HttpError(502, { ...contentServiceError }), { cause: error });
  }
}
