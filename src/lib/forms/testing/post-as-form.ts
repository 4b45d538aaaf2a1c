import { testApiHandler } from 'next-test-api-route-handler';
import type { NextApiHandler } from 'next';
import { formDataOf } from '../form-data';

/**
 * Posts `payload` to a route as the site's form does when `fileField` holds a chosen file
 * (multipart/form-data, built by the browser's own `formDataOf`); its status and JSON answer.
 */
export async function postAsForm(handler: NextApiHandler, payload: unknown, fileField: string) {
  const form = formDataOf(payload, fileField);
  if (!form) throw new Error(`${fileField} holds no file to post as a form.`);
  // The body is whatever JSON the route answered; each test reads the fields it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let answer: { status: number; body: any } = { status: 0, body: undefined };
  await testApiHandler({
    pagesHandler: handler,
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'POST', body: form });
      answer = { status: response.status, body: (await response.json()) as unknown };
    },
  });
  return answer;
}
