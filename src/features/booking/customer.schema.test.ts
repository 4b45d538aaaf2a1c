import { emailSchema, firstNameSchema, phoneSchema, specialRequestSchema } from './customer.schema';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: string) =>
  schema.safeParse(value).success;

describe('booking details rules (spec 1 §5)', () => {
  it('names: letters (accented too), spaces, apostrophes, hyphens and dots; required', () => {
    for (const name of ['Zoë', "O'Neill", 'Anne-Marie', 'St. John', 'José María', 'Ólafur']) {
      expect(ok(firstNameSchema, name)).toBe(true);
    }
    for (const name of ['', '   ', 'R2D2', 'Ann_Marie', '<script>', '-Ann']) {
      expect(ok(firstNameSchema, name)).toBe(false);
    }
  });

  it('email: the standard address pattern; required', () => {
    expect(ok(emailSchema, 'diner@example.co.uk')).toBe(true);
    for (const email of ['', 'diner', 'diner@', 'diner@example', 'di ner@example.com', 'a@b.c']) {
      expect(ok(emailSchema, email)).toBe(false);
    }
  });

  it('phone: digits only, 8 to 14 long, spaces removed', () => {
    expect(phoneSchema.parse('07700 900 123')).toBe('07700900123');
    expect(ok(phoneSchema, '12345678')).toBe(true);
    expect(ok(phoneSchema, '12345678901234')).toBe(true);
    for (const phone of ['', '1234567', '123456789012345', '+447700900123', '07700-900123']) {
      expect(ok(phoneSchema, phone)).toBe(false);
    }
  });

  it('special request: optional, up to 200 of letters, digits, spaces, accents and , . ! £ ? -', () => {
    expect(ok(specialRequestSchema, '')).toBe(true);
    expect(ok(specialRequestSchema, 'Window seat, please! High chair? £10 cake - merci.')).toBe(
      true,
    );
    expect(ok(specialRequestSchema, 'a'.repeat(200))).toBe(true);
    expect(ok(specialRequestSchema, 'a'.repeat(201))).toBe(false);
    for (const text of ['<b>', 'email me @ home', 'price: 10%', 'a;b']) {
      expect(ok(specialRequestSchema, text)).toBe(false);
    }
  });
});
