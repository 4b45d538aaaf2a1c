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

/** What a route answers on success: the form pipeline's `statusCode` 200 by default. */
export type SentCheck = (answer: { statusCode?: unknown; message?: unknown }) => boolean;

/** Success as the contact routes answer it (spec 2 §7 "Contact": `data.statusCode` 200). */
export const statusCodeOk: SentCheck = (answer) => answer.statusCode === 200;

/** Success as the customer routes answer it (spec 2 §7 "Customer": `data.message` 'Success'). */
export const messageSuccess: SentCheck = (answer) => answer.message === 'Success';

/**
 * Posts a form's values as JSON; success is a 200 that `sent` accepts (by default the contact
 * routes' `data.statusCode` 200, spec 2 §7). A 429
 * says how long to wait in the server's words; a 400 names the fields the server refused; any
 * other answer, or none, is `formMessages.failed`.
 */
export async function postForm(
  url: string,
  payload: unknown,
  fetcher: typeof fetch = (...args) => fetch(...args),
  sent: SentCheck = statusCodeOk,
): Promise<FormOutcome> {
  let status = 0;
  let body: unknown = null;
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    status = response.status;
    body = await response.json().catch(() => null);
  } catch {
    return { sent: false, message: formMessages.failed, issues: [] };
  }
  const answer = (body ?? {}) as {
    statusCode?: unknown;
    message?: unknown;
    issues?: { field: string; message: string }[];
  };
  if (status === 200 && sent(answer)) return { sent: true };
  if (status === 429 && typeof answer.message === 'string') {
    return { sent: false, message: answer.message, issues: [], rateLimited: true };
  }
  const issues = status === 400 && Array.isArray(answer.issues) ? answer.issues : [];
  return { sent: false, message: formMessages.failed, issues };
}
