import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { currentTime } from '@/lib/clock';
import { getConfig, type Config } from '@/lib/config';
import { HttpError, statusTitles } from './errors';

/** How long a booking access token is valid (spec 1 §7 "Token"): 15 minutes. */
export const accessTokenLifetimeSeconds = 15 * 60;

/** The claims of a booking access token (a JWT signed with HS256). Times are Unix seconds. */
export interface AccessTokenClaims {
  iat: number;
  exp: number;
  /** The brand key the token was issued for. */
  aud: string;
  /** The booking session the token was issued to: it opens that session's writes only. */
  sid: string;
  jti: string;
}

export type AccessTokenCheck =
  | { valid: true; claims: AccessTokenClaims }
  | { valid: false; reason: 'malformed' | 'signature' | 'expired' | 'audience' | 'session' };

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

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** Mints a signed access token for one session, valid for 15 minutes from `now` (milliseconds). */
export function mintAccessToken(options: {
  secret: Buffer;
  brandKey: string;
  sessionId: string;
  now?: number;
}): string {
  const iat = Math.floor((options.now ?? currentTime().getTime()) / 1000);
  const claims: AccessTokenClaims = {
    iat,
    exp: iat + accessTokenLifetimeSeconds,
    aud: options.brandKey,
    sid: options.sessionId,
    jti: randomUUID(),
  };
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, options.secret)}`;
}

/** Checks a token's form, signature (in constant time), expiry, brand and (if given) session. */
export function verifyAccessToken(
  token: string,
  options: { secret: Buffer; brandKey: string; sessionId?: string; now?: number },
): AccessTokenCheck {
  let signed = signedClaims.get(token);
  if (!signed?.secret.equals(options.secret)) {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => /^[\w-]+$/.test(part))) {
      return { valid: false, reason: 'malformed' };
    }
    const [head, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(sign(`${head}.${payload}`, options.secret));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { valid: false, reason: 'signature' };
    }
    // Only this server signs tokens, so a valid signature means the parts are ours; still check
    // them.
    const parsed = parseClaims(payload);
    if (head !== header || !parsed) return { valid: false, reason: 'malformed' };
    signed = { claims: parsed, secret: options.secret };
    signedClaims.set(token, signed);
  }
  const { claims } = signed;
  if (claims.exp * 1000 <= (options.now ?? currentTime().getTime()))
    return { valid: false, reason: 'expired' };
  if (claims.aud !== options.brandKey) return { valid: false, reason: 'audience' };
  if (options.sessionId !== undefined && claims.sid !== options.sessionId) {
    return { valid: false, reason: 'session' };
  }
  return { valid: true, claims };
}

/**
 * The claims of tokens whose signature was checked, by token, with the secret that checked it: a
 * diner's session sends one token with every request for 15 minutes, and the signature is the
 * same each time. Expiry, brand and session are checked again on every request. Bounded: the
 * least recently used are dropped, and with them nothing but a saved HMAC.
 */
const signedClaims = new LRUCache<string, { claims: AccessTokenClaims; secret: Buffer }>({
  max: 10_000,
});

/** A fresh access token for this site's brand and `sessionId`, signed with the configured secret. */
export function issueAccessToken(sessionId: string, now = currentTime().getTime()): string {
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
export function requireBookingSession(
  req: { headers: IncomingHttpHeaders },
  now = currentTime().getTime(),
): BookingSession {
  const config = getConfig();
  const brandKey = brandKeyOf(config.BRAND);

  const token = /^Bearer +(\S+)$/i.exec(single(req.headers.authorization) ?? '')?.[1];
  if (!token) throw unauthorized(accessTokenMessages.missingToken, false);
  const sessionId = sessionIdOf(req);
  const check = verifyAccessToken(token, {
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

function parseClaims(payload: string): AccessTokenClaims | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { iat, exp, aud, sid, jti } = claims as Record<string, unknown>;
    if (!Number.isInteger(iat) || !Number.isInteger(exp)) return undefined;
    if (typeof aud !== 'string' || typeof sid !== 'string' || typeof jti !== 'string') {
      return undefined;
    }
    return { iat: iat as number, exp: exp as number, aud, sid, jti };
  } catch {
    return undefined;
  }
}

function sign(body: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
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
