import crypto, { createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { accessTokenMessages, mintAccessToken, requireBookingSession } from './access-token';
import { isHttpError } from './errors';

// requireBookingSession reads the process configuration, parsed once on first use.
process.env.TOKEN_SECRET = 'a-test-token-secret-of-32-chars!';
process.env.BRAND = 'tavola';

const secret = Buffer.from('a-test-token-secret-of-32-chars!');
const brandKey = 'tavola';
const sessionId = 'b7c1e0f2-5a4d-4c3e-9f1a-2d3c4b5a6e7f';
const now = Date.UTC(2026, 2, 29, 0, 30);

/** A token minted before jose signed them (the hand-written HS256 of November 2026), jti fixed. */
const tokenOfTheOldCode =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE3NzQ3NDQyMDAsImV4cCI6MTc3NDc0NTEwMCwiYXVkIjoidGF2b2xhIiwic2lkIjoiYjdjMWUwZjItNWE0ZC00YzNlLTlmMWEtMmQzYzRiNWE2ZTdmIiwianRpIjoiNmYxYjJjM2QtNGU1Zi00YTZiLThjN2QtOWUwZjFhMmIzYzRkIn0.O-DV115FZjeKyFcaiHN_5LEocdeJU6c6BdgQGsaqvXo';
const jti = '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (body: string, algorithm = 'sha256') =>
  createHmac(algorithm, secret).update(body).digest('base64url');

/** The booking write's answer to `Authorization: Bearer <token>` at `at`: its 401, or 'let in'. */
async function answer(token: string, at = now) {
  const request = {
    headers: { authorization: `Bearer ${token}`, brandkey: brandKey, sessionid: sessionId },
  };
  try {
    await requireBookingSession(request, at);
    return 'let in';
  } catch (error) {
    if (!isHttpError(error)) throw error;
    expect(error.status).toBe(401);
    expect(error.headers['WWW-Authenticate']).toBe('Bearer realm="booking", error="invalid_token"');
    return error.payload.message;
  }
}

afterEach(() => jest.restoreAllMocks());

describe('the tokens minted', () => {
  it('are byte for byte those of the hand-written HS256 before', async () => {
    jest.spyOn(crypto, 'randomUUID').mockReturnValue(jti);
    expect(await mintAccessToken({ secret, brandKey, sessionId, now })).toBe(tokenOfTheOldCode);
    expect(await answer(tokenOfTheOldCode)).toBe('let in');
  });
});

describe('a token someone else made', () => {
  const [head, payload, signature] = tokenOfTheOldCode.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const rs256 = (body: string) =>
    createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url');
  const noneHead = json({ alg: 'none', typ: 'JWT' });
  const rsHead = json({ alg: 'RS256', typ: 'JWT' });
  const hs384Head = json({ alg: 'HS384', typ: 'JWT' });
  const lastCharacter = signature.at(-1)!;
  // The last of 43 characters carries 2 bits no byte uses: another letter, the same 32 bytes.
  const respelt = `${signature.slice(0, -1)}${lastCharacter === 'o' ? 'p' : 'o'}`;

  it.each([
    ['alg none, unsigned', () => `${noneHead}.${payload}.`, accessTokenMessages.malformed],
    [
      'alg none, with a real signature',
      () => `${noneHead}.${payload}.${signature}`,
      accessTokenMessages.signature,
    ],
    [
      'RS256, signed by a stranger',
      () => `${rsHead}.${payload}.${rs256(`${rsHead}.${payload}`)}`,
      accessTokenMessages.signature,
    ],
    [
      'HS384, even signed with the secret',
      () => `${hs384Head}.${payload}.${hmac(`${hs384Head}.${payload}`, 'sha384')}`,
      accessTokenMessages.signature,
    ],
    [
      'another session put in the claims',
      () =>
        `${head}.${json({ ...claims, sid: 'b7c1e0f2-0000-4c3e-9f1a-2d3c4b5a6e7f' })}.${signature}`,
      accessTokenMessages.signature,
    ],
    [
      'a later expiry put in the claims',
      () => `${head}.${json({ ...claims, exp: claims.exp + 86_400 })}.${signature}`,
      accessTokenMessages.signature,
    ],
    [
      'a character of the signature changed',
      () => `${head}.${payload}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      accessTokenMessages.signature,
    ],
    [
      'its signature spelt another way (the same bytes)',
      () => `${head}.${payload}.${respelt}`,
      accessTokenMessages.signature,
    ],
    [
      'its signature padded',
      () => `${head}.${payload}.${signature}=`,
      accessTokenMessages.malformed,
    ],
    ['no signature', () => `${head}.${payload}.`, accessTokenMessages.malformed],
    ['garbage in three parts', () => 'expired.or.forged', accessTokenMessages.signature],
  ])('is refused: %s', async (_case, token, message) => {
    expect(await answer(token())).toBe(message);
  });

  it('has a signature that can be spelt another way (so the case above is one)', () => {
    expect(respelt).not.toBe(signature);
    expect(Buffer.from(respelt, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
  });

  it('is refused once expired, whatever else is wrong with it', async () => {
    const expiry = now + 15 * 60 * 1000;
    expect(await answer(tokenOfTheOldCode, expiry - 1)).toBe('let in');
    expect(await answer(tokenOfTheOldCode, expiry)).toBe(accessTokenMessages.expired);
    jest.spyOn(crypto, 'randomUUID').mockReturnValue(jti);
    const otherBrand = await mintAccessToken({
      secret,
      brandKey: 'tavola-express',
      sessionId,
      now,
    });
    expect(await answer(otherBrand)).toBe(accessTokenMessages.audience);
    expect(await answer(otherBrand, expiry)).toBe(accessTokenMessages.expired);
  });

  it.each([
    ['a header without its type', json({ alg: 'HS256' }), payload],
    ['a header naming a key', json({ alg: 'HS256', typ: 'JWT', kid: 'k1' }), payload],
    ['claims without the session', head, json({ ...claims, sid: undefined })],
    ['an expiry in words', head, json({ ...claims, exp: 'soon' })],
    ['claims that are not JSON', head, Buffer.from('{"iat":').toString('base64url')],
    ['claims that are a list', head, json([claims])],
  ])('is refused as not ours when signed with the secret but with %s', async (_case, h, p) => {
    expect(await answer(`${h}.${p}.${hmac(`${h}.${p}`)}`)).toBe(accessTokenMessages.malformed);
  });
});
