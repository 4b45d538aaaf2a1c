import { z } from 'zod';

/**
 * The rules for a person's details that every form shares (spec 1 §5, spec 2 §5 "Shared name,
 * e-mail, phone and message rules"): booking, card guarantee, contact, sign-up. The same schemas
 * check a form in the browser and its post on the server. The spec gives no wording for these
 * messages; these say what to fix.
 */
const namePattern = /^[\p{L}][\p{L}\p{M} '’.-]*$/u;
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
const specialRequestPattern = /^[\p{L}\p{M}\p{N}\s,.!£?-]*$/u;

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(50, `Your ${label} can be at most 50 characters.`)
    .regex(
      namePattern,
      `Your ${label} can only have letters, spaces, apostrophes, hyphens and dots.`,
    );

export const firstNameSchema = name('first name');
export const lastNameSchema = name('last name');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'Your email address is too long.')
  .regex(emailPattern, 'Please enter a valid email address, like name@example.com.');

/** A mobile number: spaces are removed, then 8 to 14 digits. */
export const phoneSchema = z
  .string()
  .max(30, 'Your mobile number can have at most 14 digits.')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'Please enter your mobile number.')
      .regex(/^\d+$/, 'Your mobile number can only have digits.')
      .min(8, 'Your mobile number needs at least 8 digits.')
      .max(14, 'Your mobile number can have at most 14 digits.'),
  );

export const specialRequestSchema = z
  .string()
  .max(200, 'Special requests can be at most 200 characters.')
  .regex(
    specialRequestPattern,
    'Special requests can only have letters, numbers, spaces and , . ! £ ? -',
  );
