import { cardSubmitSchema } from './payment.schema';

const payload = {
  Nonce: 'tokencc_bf_abc123_def456',
  FirstName: 'Zoë',
  LastName: "O'Neill",
  Email: 'zoe@example.co.uk',
};

describe('the card submit payload', () => {
  it('takes the nonce and the diner, with or without a customer id', () => {
    expect(cardSubmitSchema.parse(payload)).toEqual(payload);
    expect(cardSubmitSchema.parse({ ...payload, CustomerId: '123456789' }).CustomerId).toBe(
      '123456789',
    );
  });

  it('counts an empty or null customer id as none', () => {
    expect(cardSubmitSchema.parse({ ...payload, CustomerId: '' }).CustomerId).toBeUndefined();
    expect(cardSubmitSchema.parse({ ...payload, CustomerId: null }).CustomerId).toBeUndefined();
  });

  it('trims the details', () => {
    expect(
      cardSubmitSchema.parse({ ...payload, FirstName: ' Zoë ', Email: ' zoe@example.co.uk ' }),
    ).toMatchObject({ FirstName: 'Zoë', Email: 'zoe@example.co.uk' });
  });

  it.each([
    ['Nonce', { Nonce: '' }],
    ['Nonce', { Nonce: 'n'.repeat(513) }],
    ['FirstName', { FirstName: ' ' }],
    ['LastName', { LastName: 'x'.repeat(51) }],
    ['Email', { Email: 'not-an-address' }],
    ['Email', { Email: `${'a'.repeat(250)}@example.com` }],
    ['CustomerId', { CustomerId: '../customers/123' }],
    ['CustomerId', { CustomerId: 'c'.repeat(37) }],
    ['CustomerId', { CustomerId: 42 }],
  ])('refuses a bad %s', (field, change) => {
    const result = cardSubmitSchema.safeParse({ ...payload, ...change });
    expect(result.success).toBe(false);
    // A field may break more than one rule (empty and not a name): each names the field.
    expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(
      new Set([field]),
    );
  });

  it('requires every detail', () => {
    const result = cardSubmitSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'Nonce',
      'FirstName',
      'LastName',
      'Email',
    ]);
  });
});
