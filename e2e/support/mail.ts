import { expect, test, type APIRequestContext } from '@playwright/test';

/** Each test's own e-mail address: every post counts against its address's limit. */
export const inbox = (name: string) =>
  `${name}-${Date.now()}-${test.info().workerIndex}@example.com`;

/** The latest mail to an address, read through the diagnostics route (DIAGNOSTIC_ROUTES=true). */
export async function latestMail(request: APIRequestContext, to: string) {
  let mail: { subject: string; text: string; headers: Record<string, string> } | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/diagnostics/mail?to=${encodeURIComponent(to)}`);
      mail = response.ok() ? await response.json() : null;
      return response.status();
    })
    .toBe(200);
  return mail!;
}

/** The latest mail to `to` whose subject starts so, waiting up to `timeout` for it. */
export async function mailWithSubject(
  request: APIRequestContext,
  to: string,
  subject: string,
  timeout = 15_000,
) {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/diagnostics/mail?to=${encodeURIComponent(to)}`);
        const mail = response.ok() ? await response.json() : null;
        text = mail?.text ?? '';
        return mail?.subject ?? '';
      },
      { timeout },
    )
    .toMatch(new RegExp(`^${subject}`));
  return text;
}
