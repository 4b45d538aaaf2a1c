import { testApiHandler } from 'next-test-api-route-handler';
import type { NextApiHandler } from 'next';

/** Calls an API route handler once, as a browser would, and returns status and JSON body. */
export async function callRoute(
  handler: NextApiHandler,
  options: {
    params?: Record<string, string>;
    url?: string;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    /** Sees the response itself (its headers) before the body is read. */
    onResponse?: (response: Response) => void;
  },
  // The body is whatever JSON the route answered; each test reads the fields it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  let result = { status: 0, body: undefined as unknown };
  await testApiHandler({
    pagesHandler: handler,
    params: options.params,
    url: options.url,
    test: async ({ fetch }) => {
      const response = await fetch({
        method: options.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...options.headers },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      options.onResponse?.(response);
      const text = await response.text();
      result = { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return result as { status: number; body: any };
}
