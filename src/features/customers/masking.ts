/**
 * What a preference link shows of the details a diner gave: enough to recognise them, not enough
 * to harvest them. A guid is in every marketing e-mail, and e-mails are forwarded.
 */

/** A birthday on file, shown masked. */
export const maskedBirthday = '**/**/****';

/** `07700900123` -> `*******123`: the last three digits, and not even the length of the rest. */
export function maskPhone(phoneNumber: string): string {
  return phoneNumber ? `*******${phoneNumber.slice(-3)}` : '';
}

/** A phone number as maskPhone shows it (sent back unchanged by a form). */
export function isMaskedPhone(value: unknown): boolean {
  return typeof value === 'string' && /^\*{7}\d{3}$/.test(value.trim());
}

/** The birthday as the lookup shows it (sent back unchanged by a form). */
export function isMaskedBirthday(value: unknown): boolean {
  return value === maskedBirthday;
}
