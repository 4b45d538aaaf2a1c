import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { base64url, errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { currentTime } from '@/lib/clock';
import { getConfig, type Config } from '@/lib/config';
import { HttpError, statusTitles } from './errors';

/** How long a booking access token is valid (spec 1 §7 "Token"): 15 minutes. */
export const accessTokenLifetimeSeconds = 15 * 60;

/**
 * The claims of a booking access token (a JWT signed with HS256), in the order they are signed.
 * Times are Unix seconds; `aud` is the brand key the token was issued for; `sid` the booking
 * session it was issued to, whose writes alone it opens.
 */
const accessTokenClaimsSchema = z.object({
  iat: z.int(),
  exp: z.int(),
  aud: z.string(),
  sid: z.string(),
  jti: z.string(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

type AccessTokenRefusal = 'malformed' | 'signature' | 'expired' | 'audience' | 'session';

export type AccessTokenCheck =
  { valid: true; claims: AccessTokenClaims } | { valid: false; reason: AccessTokenRefusal };

/** What a booking write may rely on once `requireBookingSession` let it through. */
export interface BookingSession {
  sessionId: string;
}

/** Every 401 message of the booking session check, one per reason. */
export const accessTokenMessages = {
  missingToken:
    'An access token is required: send "Authorization: Bearer <token>" with a token from POST /api/token.',
  malformed: 'The access token is not a valid token.',
  signature: 'The access token signature is not valid.',
  expired: 'The access token has expired; ask POST /api/token for a new one.',
  audience: 'The access token was issued for another brand.',
  session: 'The access token was issued for another session; ask POST /api/token for a new one.',
  missingBrandKey: 'The brandKey header is required.',
  wrongBrandKey: 'The brandKey header is not the key of this brand.',
  missingSessionId:
    'The sessionId header is required: a session id of 8 to 100 letters, digits, "-" or "_".',
} as const;

/** The key the browser and the partner API send in the `brandKey` header for a brand. */
export function brandKeyOf(brand: Config['BRAND']): string {
  return brand;
}

const protectedHeader = { alg: 'HS256', typ: 'JWT' } as const;
/** The first part of every token this server signs. */
const ourHeader = base64url.encode(JSON.stringify(protectedHeader));

/** Mints a signed access token for one session, valid for 15 minutes from `now` (milliseconds). */
export async function mintAccessToken(options: {
  secret: Buffer;
  brandKey: string;
  sessionId: string;
  now?: number;
}): Promise<string> {
  const iat = Math.floor((options.now ?? currentTime().getTime()) / 1000);
  // Every claim given at once, in this order, so tokens stay byte for byte what they were.
  const claims: AccessTokenClaims = {
    iat,
    exp: iat + accessTokenLifetimeSeconds,
    aud: options.brandKey,
    sid: options.sessionId,
    jti: randomUUID(),
  };
  return new SignJWT(claims).setProtectedHeader(protectedHeader).sign(options.secret);
}

/** Checks a token's form, signature, expiry, brand and (if given) session. */
export async function verifyAccessToken(
  token: string,
  options: { secret: Buffer; brandKey: string; sessionId?: string; now?: number },
): Promise<AccessTokenCheck> {
  const now = options.now ?? currentTime().getTime();
  let signed = signedClaims.get(token);
  if (!signed?.secret.equals(options.secret)) {
    const checked = await checkSignedToken(token, options.secret, now);
    if (!checked.valid) return checked;
    signed = { claims: checked.claims, secret: options.secret };
    signedClaims.set(token, signed);
  }
  const { claims } = signed;
  // On every request, a saved token too, in the order of the answers: an expired token of another
  // brand is expired. (Not jose's audience check, which comes before its expiry check.)
  if (claims.exp * 1000 <= now) return { valid: false, reason: 'expired' };
  if (claims.aud !== options.brandKey) return { valid: false, reason: 'audience' };
  if (options.sessionId !== undefined && claims.sid !== options.sessionId) {
    return { valid: false, reason: 'session' };
  }
  return { valid: true, claims };
}

/**
 * A token not seen before: jose checks its signature (HS256 only) and expiry, and its refusals get
 * the answers of the hand-written check before it: whatever no one could sign without the secret
 * (garbage in three parts, another algorithm, a changed part) has a bad signature; a signed token
 * that is not what `mintAccessToken` makes is malformed.
 */
async function checkSignedToken(
  token: string,
  secret: Buffer,
  now: number,
): Promise<AccessTokenCheck> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => /^[\w-]+$/.test(part))) {
    return { valid: false, reason: 'malformed' };
  }
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      clockTolerance: 0,
      currentDate: new Date(now),
    }));
  } catch (error) {
    return { valid: false, reason: refusalOf(error) };
  }
  // A signature has one spelling: jose would read the same bytes from a changed last letter.
  const signature = parts[2]!;
  if (base64url.encode(base64url.decode(signature)) !== signature) {
    return { valid: false, reason: 'signature' };
  }
  const claims = accessTokenClaimsSchema.safeParse(payload);
  if (parts[0] !== ourHeader || !claims.success) return { valid: false, reason: 'malformed' };
  return { valid: true, claims: claims.data };
}

function refusalOf(error: unknown): AccessTokenRefusal {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTInvalid) {
    return 'malformed';
  }
  if (error instanceof errors.JOSEError) return 'signature';
  throw error;
}

/**
 * The claims of tokens whose signature was checked, by token, with the secret that checked it: a
 * diner's session sends one token with every request for 15 minutes, and the signature is the
 * same each time. Expiry, brand and session are checked again on every request. Bounded: the
 * least recently used are dropped, and with them nothing but a saved signature check.
 */
const signedClaims = new LRUCache<string, { claims: AccessTokenClaims; secret: Buffer }>({
  max: 10_000,
});

/** A fresh access token for this site's brand and `sessionId`, signed with the configured secret. */
export async function issueAccessToken(
  sessionId: string,
  now = currentTime().getTime(),
): Promise<string> {
  const config = getConfig();
  return mintAccessToken({
    secret: getTokenSecret(config),
    brandKey: brandKeyOf(config.BRAND),
    sessionId,
    now,
  });
}

/** A session id as the browser makes it: 8 to 100 letters, digits, "-" or "_". */
export function sessionIdOf(req: { headers: IncomingHttpHeaders }): string | undefined {
  const sessionId = single(req.headers.sessionid);
  return sessionId && /^[\w-]{8,100}$/.test(sessionId) ? sessionId : undefined;
}

/**
 * The session check of every booking write (create, enquiry, events, card submit): a valid,
 * unexpired `Authorization: Bearer` token, the brand's `brandKey` header and a `sessionId` header.
 * Throws a 401 HttpError naming what is wrong.
 */
export async function requireBookingSession(
  req: { headers: IncomingHttpHeaders },
  now = currentTime().getTime(),
): Promise<BookingSession> {
  const config = getConfig();
  const brandKey = brandKeyOf(config.BRAND);

  const token = /^Bearer +(\S+)$/i.exec(single(req.headers.authorization) ?? '')?.[1];
  if (!token) throw unauthorized(accessTokenMessages.missingToken, false);
  const sessionId = sessionIdOf(req);
  const check = await verifyAccessToken(token, {
    secret: getTokenSecret(config),
    brandKey,
    sessionId,
    now,
  });
  if (!check.valid) throw unauthorized(accessTokenMessages[check.reason], true);

  const givenBrandKey = single(req.headers.brandkey);
  if (!givenBrandKey) throw unauthorized(accessTokenMessages.missingBrandKey, false);
  if (givenBrandKey !== brandKey) throw unauthorized(accessTokenMessages.wrongBrandKey, false);

  if (!sessionId) throw unauthorized(accessTokenMessages.missingSessionId, false);
  return { sessionId };
}

const secrets = new Map<string, Buffer>();

/**
 * The key that signs access tokens: TOKEN_SECRET, or when it is unset a random secret kept in
 * `token-secret` inside the embedded database's own folder, so every process on that database
 * signs alike, and no other database does (beside the folder, every database in one parent
 * folder shared it). PostgreSQL leaves a file it does not know in its data folder alone.
 */
export function getTokenSecret(config: Config = getConfig()): Buffer {
  if (config.TOKEN_SECRET) return Buffer.from(config.TOKEN_SECRET, 'utf8');
  const file = path.join(config.PGLITE_DIR, 'token-secret');
  let secret = secrets.get(file);
  if (!secret) {
    secret = readOrCreateSecretFile(file);
    secrets.set(file, secret);
  }
  return secret;
}

/**
 * Reads the 32-byte secret in `file`, creating it (mode 0600) when absent. The new secret is
 * written in full under a temporary name and then hard-linked into place; the link fails if another
 * process got there first, so concurrent first starts all end up with the one secret in the file.
 */
export function readOrCreateSecretFile(
  file: string,
  newSecret: () => Buffer = () => randomBytes(32),
): Buffer {
  try {
    return parseSecretFile(file);
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(temporary, `${newSecret().toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
  } finally {
    unlinkSync(temporary);
  }
  return parseSecretFile(file);
}

function parseSecretFile(file: string): Buffer {
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) {
    throw new Error(
      `${file} does not hold a token secret (64 hex digits). Delete it and restart every process to make a new one, or set TOKEN_SECRET.`,
    );
  }
  return Buffer.from(text, 'hex');
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

function unauthorized(message: string, invalidToken: boolean): HttpError {
  const challenge = invalidToken
    ? 'Bearer realm="booking", error="invalid_token"'
    : 'Bearer realm="booking"';
  return new HttpError(
    401,
    { code: 401, title: statusTitles[401]!, message },
    { 'WWW-Authenticate': challenge },
  );
}

function isErrorCode(error: unknown, code: string): boolean {
  // Not `instanceof Error`: errors from node:fs may come from another realm (jest's sandbox).
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
