import { testNonces, type TestNonce } from '@/features/payments';
import { testCardMessages } from './card-messages';

/** What the diner types into the local test card form. */
export interface TestCardValues {
  cardNumber: string;
  /** MM/YY. */
  expiry: string;
  cvv: string;
  postcode: string;
}

export type TestCardField = keyof TestCardValues;

/** Each invalid field's message; an empty object when the card can be requested. */
export type TestCardErrors = Partial<Record<TestCardField, string>>;

/**
 * Braintree's documented test card numbers and the test nonce its sandbox gives for each. Any
 * other number that passes the Luhn check stands for a valid card (`testNonces.valid`).
 */
const testCardNonces: Readonly<Record<string, TestNonce>> = {
  '4111111111111111': testNonces.visa,
  '4012888888881881': testNonces.visa,
  '5555555555554444': testNonces.mastercard,
  '378282246310005': testNonces.amex,
  '6011111111111117': testNonces.discover,
  '4000111111111115': testNonces.processorDeclinedVisa,
  '5105105105105100': testNonces.processorDeclinedMastercard,
  '378734493671000': testNonces.processorDeclinedAmex,
  '6011000990139424': testNonces.processorDeclinedDiscover,
};

/** The digits of a card number as typed, which may be grouped with spaces or hyphens. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Every second digit from the right is doubled; a two-digit result counts as its digit sum.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardNumberError(cardNumber: string): string | undefined {
  const digits = cardDigits(cardNumber);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits)
    ? undefined
    : testCardMessages.invalidCardNumber;
}

/** A card is good until the end of its expiry month, in the diner's own calendar. */
function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return testCardMessages.invalidExpiry;
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? testCardMessages.expired : undefined;
}

/** The form's errors for these values at `now`. */
export function testCardErrors(values: TestCardValues, now: Date): TestCardErrors {
  const errors: TestCardErrors = {
    cardNumber: cardNumberError(values.cardNumber),
    expiry: expiryError(values.expiry, now),
    cvv: /^\d{3,4}$/.test(values.cvv.trim()) ? undefined : testCardMessages.invalidCvv,
    postcode: /^[a-z0-9][a-z0-9 -]{1,9}$/i.test(values.postcode.trim())
      ? undefined
      : testCardMessages.invalidPostcode,
  };
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as TestCardErrors;
}

/** The test nonce the test gateway understands for a (valid) card number. */
export function testCardNonce(cardNumber: string): TestNonce {
  return testCardNonces[cardDigits(cardNumber)] ?? testNonces.valid;
}
