import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The route is the subject of this test; API routes cannot hold their tests (every file under
// src/pages is a route), so it lives beside the module the route is built on.
// eslint-disable-next-line import/no-restricted-paths
import tokenRoute from '@/pages/api/token';
import { readOrCreateSecretFile, requireBookingSession, verifyAccessToken } from './access-token';
import { apiHandler } from './api-handler';

// No TOKEN_SECRET: the route signs with the secret file beside the embedded database.
const dir = mkdtempSync(path.join(tmpdir(), 'tavola-token-route-'));
process.env.PGLITE_DIR = path.join(dir, 'pglite');
process.env.BRAND = 'tavola-express';
process.env.LOG_LEVEL = 'silent';
delete process.env.TOKEN_SECRET;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A booking write as the booking routes guard it. */
const writeRoute = apiHandler({ POST: (req) => requireBookingSession(req) });

const sessionId = 'session-0123456789';

async function postToken(
  body?: unknown,
  headers: Record<string, string> = { sessionid: sessionId },
): Promise<Response> {
  let response: Response | undefined;
  await testApiHandler({
    pagesHandler: tokenRoute,
    test: async ({ fetch }) => {
      response = await fetch({
        method: 'POST',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  });
  return response!;
}

describe('POST /api/token', () => {
  it('answers a 15-minute access token for this brand, never cached', async () => {
    const res = await postToken({ clearCache: false });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { accessToken } = await res.json();

    const file = path.join(dir, 'pglite', 'token-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const check = await verifyAccessToken(accessToken, {
      secret: readOrCreateSecretFile(file),
      brandKey: 'tavola-express',
      sessionId,
    });
    expect(check).toEqual({ valid: true, claims: expect.any(Object) });
    if (check.valid) expect(check.claims.exp - check.claims.iat).toBe(900);
  });

  it('mints a fresh token for clearCache: true, and without a body', async () => {
    const first = (await (await postToken({ clearCache: true })).json()).accessToken;
    const second = (await (await postToken({ clearCache: true })).json()).accessToken;
    const third = await postToken();
    expect(first).not.toBe(second);
    expect(third.status).toBe(200);
    expect((await third.json()).accessToken).toEqual(expect.any(String));
  });

  it('answers 400 for a clearCache that is not a boolean', async () => {
    const res = await postToken({ clearCache: 'yes' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 400,
      title: 'Bad Request',
      message: expect.stringMatching(/^clearCache: /),
    });
  });

  it('answers 405 to GET', async () => {
    await testApiHandler({
      pagesHandler: tokenRoute,
      test: async ({ fetch }) => {
        const res = await fetch({ method: 'GET' });
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('POST');
      },
    });
  });

  it('opens a booking write that refused the browser before (spec 1 §7: 401, refresh, retry)', async () => {
    await testApiHandler({
      pagesHandler: writeRoute,
      test: async ({ fetch }) => {
        const session = { brandKey: 'tavola-express', sessionId };
        const refused = await fetch({
          method: 'POST',
          headers: { ...session, authorization: 'Bearer expired.or.forged' },
        });
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
        expect(await refused.json()).toEqual({
          code: 401,
          title: 'Unauthorized',
          message: 'The access token signature is not valid.',
        });

        const { accessToken } = await (await postToken({ clearCache: true })).json();
        const retried = await fetch({
          method: 'POST',
          headers: { ...session, authorization: `Bearer ${accessToken}` },
        });
        expect(retried.status).toBe(200);
        expect(await retried.json()).toEqual({ sessionId: 'session-0123456789' });
      },
    });
  });

  it('answers 400 without a session id: a token is issued to one session', async () => {
    const res = await postToken({ clearCache: false }, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      title: 'Bad Request',
      message:
        'The sessionId header is required: a session id of 8 to 100 letters, digits, "-" or "_".',
    });
  });

  it("refuses a write with another session's token (401), then opens it with its own", async () => {
    const { accessToken: othersToken } = await (
      await postToken({ clearCache: false }, { sessionid: 'someone-elses-session' })
    ).json();
    await testApiHandler({
      pagesHandler: writeRoute,
      test: async ({ fetch }) => {
        const session = { brandKey: 'tavola-express', sessionId };
        const refused = await fetch({
          method: 'POST',
          headers: { ...session, authorization: `Bearer ${othersToken}` },
        });
        expect(refused.status).toBe(401);
        expect((await refused.json()).message).toBe(
          'The access token was issued for another session; ask POST /api/token for a new one.',
        );
      },
    });
  });
});
