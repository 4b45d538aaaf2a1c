import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a reference is read out over the phone.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A booking reference such as TAV-7K3M9Q: 31^6 (about 887 million) possibilities. */
export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += alphabet[randomInt(alphabet.length)];
  return `TAV-${code}`;
}
