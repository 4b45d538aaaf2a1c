import { testNonces } from '@/features/payments';
import { testCardMessages } from './card-messages';
import { passesLuhn, testCardErrors, testCardNonce, type TestCardValues } from './test-card';

// 15 March 2026, local time.
const now = new Date(2026, 2, 15, 12, 0);
const good: TestCardValues = {
  cardNumber: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  postcode: 'W1D 4DJ',
};

describe('passesLuhn', () => {
  it('accepts the documented test cards and refuses a changed digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('6011000990139424')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111a11111111111')).toBe(false);
  });
});

describe('testCardErrors', () => {
  it('has no errors for a complete, valid card, grouped with spaces or hyphens', () => {
    expect(testCardErrors(good, now)).toEqual({});
    expect(testCardErrors({ ...good, cardNumber: '4111-1111-1111-1111' }, now)).toEqual({});
  });

  it('names each invalid field', () => {
    expect(testCardErrors({ cardNumber: '', expiry: '', cvv: '', postcode: '' }, now)).toEqual({
      cardNumber: testCardMessages.invalidCardNumber,
      expiry: testCardMessages.invalidExpiry,
      cvv: testCardMessages.invalidCvv,
      postcode: testCardMessages.invalidPostcode,
    });
  });

  it.each([
    ['a number failing the Luhn check', '4111 1111 1111 1112'],
    ['a number too short to be a card', '4242 42'],
    ['letters', '4111 1111 1111 111a'],
  ])('refuses %s', (_, cardNumber) => {
    expect(testCardErrors({ ...good, cardNumber }, now)).toEqual({
      cardNumber: 'Enter a valid card number.',
    });
  });

  it.each([
    ['13/30', 'Enter the expiry date as MM/YY.'],
    ['00/30', 'Enter the expiry date as MM/YY.'],
    ['1230', 'Enter the expiry date as MM/YY.'],
    ['02/26', 'This card has expired.'],
    ['12/25', 'This card has expired.'],
  ])('refuses the expiry %s', (expiry, message) => {
    expect(testCardErrors({ ...good, expiry }, now)).toEqual({ expiry: message });
  });

  it('accepts a card until the end of its expiry month', () => {
    expect(testCardErrors({ ...good, expiry: '03/26' }, now)).toEqual({});
    expect(testCardErrors({ ...good, expiry: '03/26' }, new Date(2026, 3, 1))).toEqual({
      expiry: 'This card has expired.',
    });
  });

  it('wants a 3 or 4 digit security code and a postcode', () => {
    expect(testCardErrors({ ...good, cvv: '1234' }, now)).toEqual({});
    expect(testCardErrors({ ...good, cvv: '12' }, now)).toEqual({
      cvv: 'Enter the 3 or 4 digit security code.',
    });
    expect(testCardErrors({ ...good, cvv: '12345' }, now)).toEqual({
      cvv: 'Enter the 3 or 4 digit security code.',
    });
    expect(testCardErrors({ ...good, postcode: '10001' }, now)).toEqual({});
    expect(testCardErrors({ ...good, postcode: '  ' }, now)).toEqual({
      postcode: 'Enter the postcode of the card’s billing address.',
    });
  });
});

describe('testCardNonce', () => {
  it.each([
    ['4111111111111111', testNonces.visa],
    ['4012 8888 8888 1881', testNonces.visa],
    ['5555555555554444', testNonces.mastercard],
    ['378282246310005', testNonces.amex],
    ['6011111111111117', testNonces.discover],
    ['4000111111111115', testNonces.processorDeclinedVisa],
    ['5105105105105100', testNonces.processorDeclinedMastercard],
    ['378734493671000', testNonces.processorDeclinedAmex],
    ['6011000990139424', testNonces.processorDeclinedDiscover],
    ['4242424242424242', testNonces.valid],
  ])('turns %s into %s', (cardNumber, nonce) => {
    expect(testCardNonce(cardNumber)).toBe(nonce);
  });
});
