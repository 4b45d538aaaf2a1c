import { AccessTokenError, type AccessTokenSource } from './access-token';
import { BookingApiError } from './booking-api-error';
import { readJson } from './read-json';

export { readJson };

/** A query parameter: left out when undefined. */
export type QueryValue = string | number | boolean | undefined;

/** `path?name=value&...` in the order given, skipping undefined values. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Sends a request; a failed network becomes a BookingApiError with status 0. */
export async function send(fetch: typeof globalThis.fetch, url: string, init?: RequestInit) {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new BookingApiError(0, null, undefined, { cause: error });
  }
}

/** GET a JSON answer; any status but 200-299 throws with the server's error payload. */
export async function getJson<T>(fetch: typeof globalThis.fetch, url: string): Promise<T> {
  const response = await send(fetch, url, { headers: { Accept: 'application/json' } });
  const body = await readJson(response);
  if (!response.ok) throw new BookingApiError(response.status, body);
  return body as T;
}

/** What every booking write sends besides its body (spec 1 §6, §7). */
export interface WriteContext {
  fetch: typeof globalThis.fetch;
  tokens: AccessTokenSource;
  brandKey: string;
  sessionId: () => string;
}

/**
 * POSTs a booking write with `Authorization: Bearer`, `brandKey` and `sessionId` headers (and the
 * given extra headers). A 401 means the token expired or the server's secret changed: the token is
 * refreshed once (`clearCache: true`) and the same request, with the same headers, sent once more.
 */
export async function postWrite(
  context: WriteContext,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  method: 'POST' | 'DELETE' = 'POST',
): Promise<{ response: Response; body: unknown }> {
  const attempt = (token: string) =>
    send(context.fetch, url, {
      method,
      // A hold let go as the journey closes still reaches the server if the page is leaving.
      keepalive: method === 'DELETE',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        brandKey: context.brandKey,
        sessionId: context.sessionId(),
        ...headers,
      },
      body: JSON.stringify(body),
    });

  const token = await context.tokens.get().catch(tokenFailed);
  let response = await attempt(token);
  if (response.status === 401) {
    const fresh = await context.tokens.refresh(token).catch(tokenFailed);
    response = await attempt(fresh);
  }
  return { response, body: await readJson(response) };
}

/** A token that could not be had: the token endpoint's own answer (a 429), or a network failure. */
function tokenFailed(error: unknown): never {
  if (error instanceof AccessTokenError) {
    throw new BookingApiError(error.status, error.payload, undefined, { cause: error });
  }
  throw new BookingApiError(0, null, undefined, { cause: error });
}
