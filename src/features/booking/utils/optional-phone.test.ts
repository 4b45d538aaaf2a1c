import { optionalPhoneCustomerSchema, optionalPhoneSchema } from './optional-phone';

describe('optionalPhoneSchema', () => {
  it('accepts an absent phone and strips spaces from one that is given', () => {
    expect(optionalPhoneSchema.parse('')).toBe('');
    expect(optionalPhoneSchema.parse('   ')).toBe('');
    expect(optionalPhoneSchema.parse('07700 900 123')).toBe('07700900123');
  });

  it("keeps the phone rule's own message", () => {
    const result = optionalPhoneSchema.safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Your mobile number needs at least 8 digits.',
    ]);
  });

  it('is used by the customer form of the alternative flow', () => {
    const customer = optionalPhoneCustomerSchema.parse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '',
    });
    expect(customer.phoneNumber).toBe('');
  });
});
