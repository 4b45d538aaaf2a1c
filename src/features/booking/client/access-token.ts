import { readJson } from './read-json';

/**
 * The booking access token (spec 1 §7 "Token"): `POST /api/token { clearCache }` with the
 * `sessionId` header answers `{ accessToken }` for that session. The token is kept in memory for
 * the page's life; a write answered 401 asks for a fresh one with `clearCache: true`.
 */
export interface AccessTokenSource {
  /** The cached token, or a new one on first use. */
  get(): Promise<string>;
  /**
   * A fresh token after `rejected` was refused. When another call has already replaced that token,
   * the newer one is returned instead of asking again, so concurrent 401s cause one refresh.
   */
  refresh(rejected: string): Promise<string>;
}

export interface AccessTokenOptions {
  fetch: typeof globalThis.fetch;
  /** The site's origin; empty for same-origin calls from the browser. */
  baseUrl?: string;
  /** The session the token is for (the `session_id` of local storage). */
  sessionId: () => string;
}

/**
 * Thrown when the token endpoint fails: no write can be made without a token. It keeps the
 * answer's status and error payload, so a rate limit (429) reaches the diner in its own words.
 */
export class AccessTokenError extends Error {
  override name = 'AccessTokenError';

  constructor(
    readonly status: number,
    readonly payload: unknown,
  ) {
    super(`The access token request failed with status ${status}`);
  }
}

export function createAccessTokenSource({
  fetch,
  baseUrl = '',
  sessionId,
}: AccessTokenOptions): AccessTokenSource {
  let current: Promise<string> | undefined;

  const request = (clearCache: boolean): Promise<string> => {
    const pending = fetchToken(fetch, baseUrl, sessionId(), clearCache);
    current = pending;
    // A failed request must not stay cached, or every later write would fail with it.
    pending.catch(() => {
      if (current === pending) current = undefined;
    });
    return pending;
  };

  return {
    get: () => current ?? request(false),
    async refresh(rejected) {
      const latest = current && (await current.catch(() => undefined));
      if (latest && latest !== rejected) return latest;
      return request(true);
    },
  };
}

async function fetchToken(
  fetch: typeof globalThis.fetch,
  baseUrl: string,
  sessionId: string,
  clearCache: boolean,
) {
  const response = await fetch(`${baseUrl}/api/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', sessionId },
    body: JSON.stringify({ clearCache }),
  });
  const body = (await readJson(response)) as { accessToken?: unknown } | null;
  if (!response.ok || typeof body?.accessToken !== 'string' || !body.accessToken) {
    throw new AccessTokenError(response.status, body);
  }
  return body.accessToken;
}
