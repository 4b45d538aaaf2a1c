import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseConfig } from '@/lib/config';
import {
  accessTokenLifetimeSeconds,
  accessTokenMessages,
  brandKeyOf,
  getTokenSecret,
  mintAccessToken,
  readOrCreateSecretFile,
  requireBookingSession,
  verifyAccessToken,
} from './access-token';
import { isHttpError } from './errors';

// requireBookingSession reads the process configuration, parsed once on first use.
process.env.TOKEN_SECRET = 'a-test-token-secret-of-32-chars!';
process.env.BRAND = 'tavola';

const secret = Buffer.from('a-test-token-secret-of-32-chars!');
const brandKey = 'tavola';
const sessionId = 'b7c1e0f2-5a4d-4c3e-9f1a-2d3c4b5a6e7f';
const now = Date.UTC(2026, 2, 29, 0, 30); // the night the clocks go forward: tokens use UTC seconds

describe('mintAccessToken and verifyAccessToken', () => {
  it('mints a JWT (HS256) that verifies, expiring 15 minutes later', async () => {
    const token = await mintAccessToken({ secret, brandKey, sessionId, now });
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{43}$/);
    const [head, payload] = token.split('.') as [string, string];
    expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toEqual({
      iat: now / 1000,
      exp: now / 1000 + 900,
      aud: 'tavola',
      sid: sessionId,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(accessTokenLifetimeSeconds).toBe(900);
    expect(await verifyAccessToken(token, { secret, brandKey, now })).toEqual({
      valid: true,
      claims,
    });
  });

  it('mints a different token every time', async () => {
    expect(await mintAccessToken({ secret, brandKey, sessionId, now })).not.toBe(
      await mintAccessToken({ secret, brandKey, sessionId, now }),
    );
  });

  it('accepts a token until its last second and refuses it from the expiry on', async () => {
    const token = await mintAccessToken({ secret, brandKey, sessionId, now });
    const expiry = now + 15 * 60 * 1000;
    expect((await verifyAccessToken(token, { secret, brandKey, now: expiry - 1 })).valid).toBe(
      true,
    );
    expect(await verifyAccessToken(token, { secret, brandKey, now: expiry })).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('refuses a token signed with another secret, or with a changed payload', async () => {
    const token = await mintAccessToken({
      secret: Buffer.from('another-secret-entirely'),
      brandKey,
      sessionId,
      now,
    });
    expect(await verifyAccessToken(token, { secret, brandKey, now })).toEqual({
      valid: false,
      reason: 'signature',
    });

    const [head, payload, signature] = (
      await mintAccessToken({ secret, brandKey, sessionId, now })
    ).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const extended = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 }));
    const forged = `${head}.${extended.toString('base64url')}.${signature}`;
    expect(await verifyAccessToken(forged, { secret, brandKey, now })).toEqual({
      valid: false,
      reason: 'signature',
    });
  });

  it('refuses a token of another brand', async () => {
    const token = await mintAccessToken({ secret, brandKey: 'tavola-express', sessionId, now });
    expect(await verifyAccessToken(token, { secret, brandKey, now })).toEqual({
      valid: false,
      reason: 'audience',
    });
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d', 'a.b.c', 'a.b.c=', 'héllo.wörld.x'])(
    'refuses %j as malformed or badly signed',
    async (token) => {
      const check = await verifyAccessToken(token, { secret, brandKey, now });
      expect(check.valid).toBe(false);
    },
  );

  it('refuses a token naming another algorithm, even with an HS256 signature made with the secret', async () => {
    // Before jose this answer was 'malformed' (a good signature, a header not ours); jose refuses
    // the algorithm before it checks a signature, as it does every stranger's token naming one
    // ('signature'). Signed tokens whose header or claims are not ours: access-token-forgery.test.ts.
    const body = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"exp":"soon"}').toString('base64url')}`;
    const token = `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    expect(await verifyAccessToken(token, { secret, brandKey, now })).toEqual({
      valid: false,
      reason: 'signature',
    });
  });
});

describe('a token verified once (its signature is not checked again)', () => {
  it('still expires, and still opens only its brand and session', async () => {
    const token = await mintAccessToken({ secret, brandKey, sessionId, now });
    expect((await verifyAccessToken(token, { secret, brandKey, sessionId, now })).valid).toBe(true);
    const expiry = now + accessTokenLifetimeSeconds * 1000;
    expect(await verifyAccessToken(token, { secret, brandKey, now: expiry })).toEqual({
      valid: false,
      reason: 'expired',
    });
    expect(await verifyAccessToken(token, { secret, brandKey: 'tavola-express', now })).toEqual({
      valid: false,
      reason: 'audience',
    });
    expect(
      await verifyAccessToken(token, { secret, brandKey, sessionId: 'another-session', now }),
    ).toEqual({ valid: false, reason: 'session' });
  });

  it('is checked again under another secret (a secret changed): refused', async () => {
    const token = await mintAccessToken({ secret, brandKey, sessionId, now });
    expect((await verifyAccessToken(token, { secret, brandKey, now })).valid).toBe(true);
    const rotated = Buffer.from('a-new-token-secret-of-32-chars!!');
    expect(await verifyAccessToken(token, { secret: rotated, brandKey, now })).toEqual({
      valid: false,
      reason: 'signature',
    });
    // An equal secret in another buffer (TOKEN_SECRET is read into a new one each time) is the same.
    expect(
      (await verifyAccessToken(token, { secret: Buffer.from(secret), brandKey, now })).valid,
    ).toBe(true);
  });

  it('never vouches for a changed token: its signature is checked as a new one', async () => {
    const token = await mintAccessToken({ secret, brandKey, sessionId, now });
    expect((await verifyAccessToken(token, { secret, brandKey, now })).valid).toBe(true);
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const extended = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 }));
    expect(
      await verifyAccessToken(`${head}.${extended.toString('base64url')}.${signature}`, {
        secret,
        brandKey,
        now,
      }),
    ).toEqual({ valid: false, reason: 'signature' });
  });
});

describe('requireBookingSession', () => {
  let token: string;
  beforeAll(async () => {
    token = await mintAccessToken({ secret, brandKey, sessionId, now });
  });

  const headers = (overrides: Record<string, string | string[] | undefined> = {}) => ({
    headers: {
      authorization: `Bearer ${token}`,
      brandkey: 'tavola',
      sessionid: 'b7c1e0f2-5a4d-4c3e-9f1a-2d3c4b5a6e7f',
      ...overrides,
    },
  });

  const refusal = async (request: ReturnType<typeof headers>, at = now) => {
    try {
      await requireBookingSession(request, at);
    } catch (error) {
      if (!isHttpError(error)) throw error;
      return { status: error.status, payload: error.payload, headers: error.headers };
    }
    throw new Error('expected a 401');
  };

  it('returns the session id of a valid request', async () => {
    expect(await requireBookingSession(headers(), now)).toEqual({
      sessionId: 'b7c1e0f2-5a4d-4c3e-9f1a-2d3c4b5a6e7f',
    });
    const ownToken = await mintAccessToken({ secret, brandKey, sessionId: 'abc_DEF-', now });
    expect(
      (
        await requireBookingSession(
          headers({ sessionid: 'abc_DEF-', authorization: `Bearer ${ownToken}` }),
          now,
        )
      ).sessionId,
    ).toBe('abc_DEF-');
  });

  it("answers 401 to another session's token, so a token opens only its own session", async () => {
    const { status, payload } = await refusal(headers({ sessionid: 'another-session-0001' }));
    expect(status).toBe(401);
    expect(payload.message).toBe(accessTokenMessages.session);
    expect(payload.message).toBe(
      'The access token was issued for another session; ask POST /api/token for a new one.',
    );
  });

  it.each([
    ['no Authorization header', { authorization: undefined }, accessTokenMessages.missingToken],
    [
      'a Basic credential',
      { authorization: 'Basic dXNlcjpwYXNz' },
      accessTokenMessages.missingToken,
    ],
    ['an empty bearer', { authorization: 'Bearer ' }, accessTokenMessages.missingToken],
    ['a malformed token', { authorization: 'Bearer not-a-token' }, accessTokenMessages.malformed],
    ['no brandKey header', { brandkey: undefined }, accessTokenMessages.missingBrandKey],
    ['another brand key', { brandkey: 'tavola-express' }, accessTokenMessages.wrongBrandKey],
    ['no sessionId header', { sessionid: undefined }, accessTokenMessages.missingSessionId],
    ['a short session id', { sessionid: 'abc1234' }, accessTokenMessages.missingSessionId],
    ['a long session id', { sessionid: 'a'.repeat(101) }, accessTokenMessages.missingSessionId],
    ['a session id with spaces', { sessionid: 'abc 12345' }, accessTokenMessages.missingSessionId],
    [
      'two session ids',
      { sessionid: ['abcdefgh', 'ijklmnop'] },
      accessTokenMessages.missingSessionId,
    ],
  ])('answers 401 for %s', async (_case, overrides, message) => {
    const { status, payload, headers: responseHeaders } = await refusal(headers(overrides));
    expect(status).toBe(401);
    expect(payload).toEqual({ code: 401, title: 'Unauthorized', message });
    expect(responseHeaders['WWW-Authenticate']).toMatch(/^Bearer realm="booking"/);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forged = await mintAccessToken({
      secret: Buffer.from('x'.repeat(32)),
      brandKey,
      sessionId,
      now,
    });
    const {
      status,
      payload,
      headers: responseHeaders,
    } = await refusal(headers({ authorization: `Bearer ${forged}` }));
    expect(status).toBe(401);
    expect(payload).toEqual({
      code: 401,
      title: 'Unauthorized',
      message: accessTokenMessages.signature,
    });
    expect(responseHeaders['WWW-Authenticate']).toMatch(/^Bearer realm="booking"/);
  });

  it('answers 401 for an expired token, telling the browser to fetch a new one', async () => {
    const { payload, headers: responseHeaders } = await refusal(headers(), now + 15 * 60 * 1000);
    expect(payload.message).toBe(
      'The access token has expired; ask POST /api/token for a new one.',
    );
    expect(responseHeaders['WWW-Authenticate']).toBe(
      'Bearer realm="booking", error="invalid_token"',
    );
  });

  it('uses the brand id as the brand key', () => {
    expect(brandKeyOf('tavola')).toBe('tavola');
    expect(brandKeyOf('tavola-express')).toBe('tavola-express');
  });
});

describe('the token secret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavola-token-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is TOKEN_SECRET when it is set', () => {
    const config = parseConfig({ TOKEN_SECRET: 'configured-secret-value', PGLITE_DIR: dir });
    expect(getTokenSecret(config).toString()).toBe('configured-secret-value');
  });

  it('is otherwise created once, inside the embedded database folder, readable by its owner only', () => {
    const config = parseConfig({ PGLITE_DIR: path.join(dir, 'data', 'pglite') });
    const file = path.join(dir, 'data', 'pglite', 'token-secret');
    const first = getTokenSecret(config);
    expect(first).toHaveLength(32);
    expect(readFileSync(file, 'utf8')).toBe(`${first.toString('hex')}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Another process (here: a fresh read of the file) gets the same secret.
    expect(readOrCreateSecretFile(file).equals(first)).toBe(true);
    expect(getTokenSecret(config).equals(first)).toBe(true);
  });

  it('differs between two databases in one parent folder', () => {
    const one = getTokenSecret(parseConfig({ PGLITE_DIR: path.join(dir, 'data', 'one') }));
    const two = getTokenSecret(parseConfig({ PGLITE_DIR: path.join(dir, 'data', 'two') }));
    expect(one.equals(two)).toBe(false);
  });

  it('differs between machines (folders)', () => {
    const a = readOrCreateSecretFile(path.join(dir, 'a', 'token-secret'));
    const b = readOrCreateSecretFile(path.join(dir, 'b', 'token-secret'));
    expect(a.equals(b)).toBe(false);
  });

  it('is the same for processes starting at the same moment', async () => {
    const file = path.join(dir, 'token-secret');
    // Each process loads, then waits for the same instant, so all of them race for the file.
    const startAt = Date.now() + 2000;
    const script = `const { readOrCreateSecretFile } = require('./src/lib/http/access-token.ts');
      while (Date.now() < ${startAt});
      process.stdout.write(readOrCreateSecretFile(${JSON.stringify(file)}).toString('hex'));`;
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {
        cwd: process.cwd(),
      });
    const outputs = await Promise.all(Array.from({ length: 8 }, run));
    const secrets = new Set(outputs.map(({ stdout }) => stdout));
    expect(secrets.size).toBe(1);
    expect(readFileSync(file, 'utf8').trim()).toBe([...secrets][0]);
  }, 30_000);

  it('keeps the secret of a process that created the file first', () => {
    const file = path.join(dir, 'token-secret');
    const theirs = Buffer.alloc(32, 1);
    const mine = readOrCreateSecretFile(file, () => {
      // Another process writes the file while this one is making its own secret.
      writeFileSync(file, `${theirs.toString('hex')}\n`, { mode: 0o600 });
      return Buffer.alloc(32, 2);
    });
    expect(mine.equals(theirs)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(`${theirs.toString('hex')}\n`);
    expect(readdirSync(dir)).toEqual(['token-secret']);
  });

  it('refuses a damaged file rather than replacing it under other processes', () => {
    const file = path.join(dir, 'token-secret');
    writeFileSync(file, 'not a secret\n');
    expect(() => readOrCreateSecretFile(file)).toThrow(
      `${file} does not hold a token secret (64 hex digits). Delete it and restart every process to make a new one, or set TOKEN_SECRET.`,
    );
  });
});
