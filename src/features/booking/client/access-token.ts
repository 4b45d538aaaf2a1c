/**
 * The booking access token (spec 1 §7 "Token"): `POST /api/token { clearCache }` answers
 * `{ accessToken }`. The token is kept in memory for the page's life; a write answered 401 asks for
 * a fresh one with `clearCache: true`.
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
}

/** Thrown when the token endpoint fails: no write can be made without a token. */
export class AccessTokenError extends Error {
  override name = 'AccessTokenError';
}

export function createAccessTokenSource({
  fetch,
  baseUrl = '',
}: AccessTokenOptions): AccessTokenSource {
  let current: Promise<string> | undefined;

  const request = (clearCache: boolean): Promise<string> => {
    const pending = fetchToken(fetch, baseUrl, clearCache);
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

async function fetchToken(fetch: typeof globalThis.fetch, baseUrl: string, clearCache: boolean) {
  const response = await fetch(`${baseUrl}/api/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clearCache }),
  });
  const body = (await response.json().catch(() => null)) as { accessToken?: unknown } | null;
  if (!response.ok || typeof body?.accessToken !== 'string' || !body.accessToken) {
    throw new AccessTokenError(`The access token request failed with status ${response.status}`);
  }
  return body.accessToken;
}
