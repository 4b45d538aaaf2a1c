import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The secret in a diner's manage link, `/booking/{token}`: 32 random bytes (256 bits) in base64url,
 * so it cannot be guessed; only its SHA-256 is stored, so the database alone cannot open a booking.
 */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: manageTokenHash(token) };
}

export function manageTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape of a manage token: anything else is not looked up at all. */
export const manageTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The diner's manage page for a token, on the site's public address. */
export function manageBookingUrl(siteUrl: string, token: string): string {
  return new URL(`/booking/${token}`, siteUrl).toString();
}
