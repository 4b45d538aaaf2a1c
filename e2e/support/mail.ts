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
