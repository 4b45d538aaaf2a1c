/**
 * A form with a file, as the browser sends it and the form pipeline reads it: `multipart/form-data`
 * with the form's other values as JSON in one part (`values`, first) and the file in a part named
 * after its field. The server reads it as it arrives (lib/forms/server/read-form-parts.ts), so a
 * file of the wrong type or size is refused at its first bytes, and an upload holds one copy of it.
 */

/** The part that holds the form's values other than its file, as JSON. */
export const formValuesPart = 'values';

/**
 * A file as a form's values hold it: its name, its type as the browser guessed it, and its bytes
 * (the File the diner chose in the browser; the bytes received on the server).
 */
export interface FormFile {
  name: string;
  contentType: string;
  content: Blob | Uint8Array;
}

/** True for a value holding a file the browser can send as a part (a Blob). */
function isBlobFile(value: unknown): value is FormFile & { content: Blob } {
  if (typeof value !== 'object' || value === null || typeof Blob === 'undefined') return false;
  const file = value as Partial<FormFile>;
  return typeof file.name === 'string' && file.content instanceof Blob;
}

/**
 * The form's values as FormData when `fileField` holds a chosen file, else null (sent as JSON):
 * the values first, so the server reads them before the file, then the file with its name.
 */
export function formDataOf(payload: unknown, fileField: string): FormData | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { [fileField]: file, ...values } = payload as Record<string, unknown>;
  if (!isBlobFile(file)) return null;
  const data = new FormData();
  data.append(formValuesPart, JSON.stringify(values));
  // The part's type is the Blob's own (the browser's guess): the server checks the bytes instead.
  data.append(fileField, file.content, file.name);
  return data;
}
