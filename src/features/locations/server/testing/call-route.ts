import type { NextApiHandler } from 'next';
import { callRoute as callApiRoute } from '@/lib/http/testing/call-route';

/** What a route answered: status, Cache-Control and the JSON body. */
export interface RouteAnswer {
  status: number;
  cacheControl: string | null;
  // The body is whatever JSON the route answered; each test reads the fields it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Calls an API route handler once, as the browser would, and reads its Cache-Control too. */
export async function callRoute(
  handler: NextApiHandler,
  options: { params?: Record<string, string>; url?: string; method?: string } = {},
): Promise<RouteAnswer> {
  let cacheControl: string | null = null;
  const { status, body } = await callApiRoute(handler, {
    ...options,
    onResponse: (response) => {
      cacheControl = response.headers.get('cache-control');
    },
  });
  return { status, cacheControl, body };
}
