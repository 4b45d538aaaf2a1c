import { testApiHandler } from 'next-test-api-route-handler';
import type { NextApiHandler } from 'next';

/** What a route answered: status, Cache-Control and the JSON body. */
export interface RouteAnswer {
  status: number;
  cacheControl: string | null;
  // The body is whatever JSON the route answered; each test reads the fields it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Calls an API route handler once, as the browser would, with path params and a query string. */
export async function callRoute(
  handler: NextApiHandler,
  options: { params?: Record<string, string>; url?: string; method?: string } = {},
): Promise<RouteAnswer> {
  let answer: RouteAnswer = { status: 0, cacheControl: null, body: undefined };
  await testApiHandler({
    pagesHandler: handler,
    params: options.params,
    url: options.url,
    test: async ({ fetch }) => {
      const response = await fetch({ method: options.method ?? 'GET' });
      const text = await response.text();
      answer = {
        status: response.status,
        cacheControl: response.headers.get('cache-control'),
        body: text ? JSON.parse(text) : undefined,
      };
    },
  });
  return answer;
}
