import { formDataOf } from './form-data';

/** What a diner reads when a form could not be sent (spec 1 §5 "Captcha failure" wording). */
export const formMessages = {
  failed: 'Something went wrong, please try again.',
} as const;

/** A form post's outcome, as the form shows it. */
export type FormOutcome =
  | { sent: true }
  | {
      sent: false;
      message: string;
      issues: { field: string; message: string }[];
      /** The server asked the diner to wait (429): its message says how long. */
      rateLimited?: true;
    };

/**
 * What a route answers on success: the form pipeline's `statusCode` 200 by default. It reads the
 * answer's JSON object (empty when there was none), whatever its fields.
 */
export type SentCheck = (answer: Readonly<Record<string, unknown>>) => boolean;

/** A route's refusal as the browser reads it: its code and message, when it gave them. */
export interface FormRefusal {
  status: number;
  code?: number;
  message?: string;
}

/**
 * The words a form shows for a refusal (other than a 429, which says how long to wait): undefined
 * for the pipeline's own 'Something went wrong, please try again.'. Most forms keep that; the apply
 * modal shows the server's message (spec 2 §8 "Job submit fails").
 */
export type FailureMessage = (refusal: FormRefusal) => string | undefined;

/** How to read a route's answer: what success looks like, and what to say of a refusal. */
export interface PostFormOptions {
  fetcher?: typeof fetch;
  sent?: SentCheck;
  failureMessage?: FailureMessage;
  /**
   * The field that may hold a file the diner chose (`{ name, contentType, content: File }`, the
   * job application's `resume`): when it does, the form goes as multipart/form-data, the file as a
   * part of its own that the server checks as it arrives, not as base64 in JSON (form-data.ts).
   */
  fileField?: string;
}

/** Success as the contact routes answer it (spec 2 §7 "Contact": `data.statusCode` 200). */
export const statusCodeOk: SentCheck = (answer) => answer.statusCode === 200;

/** Success as the customer routes answer it (spec 2 §7 "Customer": `data.message` 'Success'). */
export const messageSuccess: SentCheck = (answer) => answer.message === 'Success';

/**
 * Posts a form's values as JSON, or as multipart/form-data when `fileField` holds a file; success is a 200 that `sent` accepts (by default the contact
 * routes' `data.statusCode` 200, spec 2 §7). A 429 says how long to wait in the server's words; a
 * 400 names the fields the server refused; any other answer, or none, is `formMessages.failed`
 * unless `failureMessage` words it.
 */
export async function postForm(
  url: string,
  payload: unknown,
  {
    fetcher = (...args) => fetch(...args),
    sent = statusCodeOk,
    failureMessage = () => undefined,
    fileField,
  }: PostFormOptions = {},
): Promise<FormOutcome> {
  let status = 0;
  let body: unknown = null;
  const form = fileField ? formDataOf(payload, fileField) : null;
  try {
    const response = await fetcher(
      url,
      form
        ? // The browser writes the multipart Content-Type itself, with the parts' boundary.
          { method: 'POST', headers: { accept: 'application/json' }, body: form }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(payload),
          },
    );
    status = response.status;
    body = await response.json().catch(() => null);
  } catch {
    return { sent: false, message: formMessages.failed, issues: [] };
  }
  const answer = (body ?? {}) as {
    statusCode?: unknown;
    code?: unknown;
    message?: unknown;
    issues?: { field: string; message: string }[];
  };
  if (status === 200 && sent(answer)) return { sent: true };
  if (status === 429 && typeof answer.message === 'string') {
    return { sent: false, message: answer.message, issues: [], rateLimited: true };
  }
  const issues = status === 400 && Array.isArray(answer.issues) ? answer.issues : [];
  const refusal: FormRefusal = {
    status,
    code: typeof answer.code === 'number' ? answer.code : undefined,
    message: typeof answer.message === 'string' ? answer.message : undefined,
  };
  return { sent: false, message: failureMessage(refusal) ?? formMessages.failed, issues };
}
