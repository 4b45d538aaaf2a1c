import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L or 5/S: a code is read off a phone and typed in at a till.
const alphabet = '2346789ABCDEFGHJKMNPQRTUVWXYZ';

/**
 * A new voucher code such as `TAV-7KQ4-M9XH-2RDC`: 12 characters from 29 (58 bits), drawn with the
 * operating system's random source, so codes cannot be guessed from one another.
 */
export function newVoucherCode(prefix = 'TAV'): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(''),
  );
  return [prefix, ...groups].join('-');
}
