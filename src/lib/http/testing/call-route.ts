import { testApiHandler } from 'next-test-api-route-handler';
import type { NextApiHandler } from 'next';

/** One request to a route, as the test harness sends it. */
export interface RouteRequest {
  params?: Record<string, string | string[]>;
  url?: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sees the response itself (its headers) before the body is read. */
  onResponse?: (response: Response) => void;
}

/**
 * Calls an API route handler once with `body` sent as it is (any text, not only JSON) and only the
 * headers given; redirects are answered, not followed. Returns the status and the body's text.
 */
export async function fetchRoute(
  handler: NextApiHandler,
  options: RouteRequest & { body?: string },
): Promise<{ status: number; text: string }> {
  let result = { status: 0, text: '' };
  await testApiHandler({
    pagesHandler: handler,
    params: options.params,
    url: options.url,
    test: async ({ fetch }) => {
      const response = await fetch({
        method: options.method ?? 'GET',
        headers: options.headers,
        redirect: 'manual',
        ...(options.body === undefined ? {} : { body: options.body }),
      });
      options.onResponse?.(response);
      result = { status: response.status, text: await response.text() };
    },
  });
  return result;
}

/** Calls an API route handler once, as a browser would, and returns status and JSON body. */
export async function callRoute(
  handler: NextApiHandler,
  options: RouteRequest & { body?: unknown },
  // The body is whatever JSON the route answered; each test reads the fields it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const { status, text } = await fetchRoute(handler, {
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
