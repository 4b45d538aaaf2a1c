/** What a diner reads when a form could not be sent (spec 1 §5 "Captcha failure" wording). */
export const formMessages = {
  failed: 'Something went wrong, please try again.',
} as const;

/** A form post's outcome, as the form shows it. */
export type FormOutcome =
  { sent: true } | { sent: false; message: string; issues: { field: string; message: string }[] };

/**
 * Posts a form's values as JSON (spec 2 §7 "Contact": success is `data.statusCode` 200). A 429
 * says how long to wait in the server's words; a 400 names the fields the server refused; any
 * other answer, or none, is `formMessages.failed`.
 */
export async function postForm(
  url: string,
  payload: unknown,
  fetcher: typeof fetch = (...args) => fetch(...args),
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
  if (status === 200 && answer.statusCode === 200) return { sent: true };
  if (status === 429 && typeof answer.message === 'string') {
    return { sent: false, message: answer.message, issues: [] };
  }
  const issues = status === 400 && Array.isArray(answer.issues) ? answer.issues : [];
  return { sent: false, message: formMessages.failed, issues };
}
