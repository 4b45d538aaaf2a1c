import { birthdayOfEpochSeconds, daysInMonth } from './birthday';
import {
  occasionDatesSchema,
  preferencesSchema,
  referralSchema,
  signUpFormSchema,
  signUpSchema,
} from './customer.schema';

const guid = '3f1c2b8e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('birthdays (spec 2 §5 "Sign-up form", §9)', () => {
  it.each([
    [1, 31],
    [2, 29],
    [4, 30],
    [6, 30],
    [9, 30],
    [11, 30],
    [12, 31],
  ])('month %i offers %i days, whatever the year', (month, days) => {
    expect(daysInMonth(month)).toBe(days);
  });

  it("the spec's birthDate reads a birthday without a year as 1904, a leap year", () => {
    expect(birthdayOfEpochSeconds(Date.UTC(1904, 1, 29) / 1000)).toEqual({
      day: 29,
      month: 2,
      year: null,
    });
    expect(birthdayOfEpochSeconds(Date.UTC(1990, 5, 15) / 1000)).toEqual({
      day: 15,
      month: 6,
      year: 1990,
    });
  });

  it('takes 29 February with any year, as the form offers it, and keeps the year', () => {
    const parsed = signUpSchema.parse({
      emailAddress: 'ada@example.com',
      firstName: 'Ada',
      acceptTerms: true,
      birthday: { day: '29', month: '2', year: '2023' },
    });
    expect(parsed.birthday).toEqual({ day: 29, month: 2, year: 2023 });
  });
});

describe('the sign-up post: both readings of spec 2 §3', () => {
  it("the payload's names: websiteOptIn and websiteSMSOptIn", () => {
    const parsed = signUpSchema.parse({
      emailAddress: 'zoe@example.com',
      firstName: 'Zoë',
      phoneNumber: '07700 900123',
      websiteOptIn: true,
      websiteSMSOptIn: true,
    });
    expect(parsed).toMatchObject({
      websiteOptIn: true,
      websiteSMSOptIn: true,
      phoneNumber: '07700900123',
    });
  });

  it("the form's names: acceptTerms and acceptSMSTerms, with a birthday", () => {
    const parsed = signUpSchema.parse({
      emailAddress: 'ada@example.com',
      firstName: 'Ada',
      acceptTerms: true,
      acceptSMSTerms: false,
      favouriteRestaurant: '1001',
      birthday: { day: '29', month: '2' },
    });
    expect(parsed).toMatchObject({
      websiteOptIn: true,
      websiteSMSOptIn: false,
      birthday: { day: 29, month: 2, year: null },
    });
  });

  it('terms must be accepted in either reading', () => {
    const result = signUpSchema.safeParse({ emailAddress: 'a@example.com', firstName: 'Ada' });
    expect(issuesOf(result)).toEqual([
      ['acceptTerms', 'Please tick the box to agree to the terms and to hear from us.'],
    ]);
  });

  it('a phone number is needed only with SMS, and one given must be valid', () => {
    const base = { emailAddress: 'a@example.com', firstName: 'Ada', acceptTerms: true };
    expect(signUpSchema.safeParse(base).success).toBe(true);
    expect(issuesOf(signUpSchema.safeParse({ ...base, acceptSMSTerms: true }))).toEqual([
      ['phoneNumber', 'Please enter your mobile number to get texts from us.'],
    ]);
    expect(issuesOf(signUpSchema.safeParse({ ...base, phoneNumber: '12345' }))).toEqual([
      ['phoneNumber', 'Your mobile number needs at least 8 digits.'],
    ]);
  });

  it.each([
    [{ day: 30, month: 2 }, 'That month does not have that many days.'],
    [{ day: 31, month: 9 }, 'That month does not have that many days.'],
    [{ day: 0, month: 5 }, 'Please choose the day.'],
  ])('refuses the birthday %o', (birthday, message) => {
    const result = signUpSchema.safeParse({
      emailAddress: 'a@example.com',
      firstName: 'Ada',
      acceptTerms: true,
      birthday,
    });
    expect(issuesOf(result)).toEqual([[`birthday.day`, message]]);
  });

  it('the form in the browser also needs a favourite restaurant and a birthday', () => {
    const result = signUpFormSchema.safeParse({
      emailAddress: 'a@example.com',
      firstName: 'Ada',
      phoneNumber: '',
      favouriteRestaurant: '',
      birthday: { day: 0, month: 0 },
      acceptTerms: true,
      acceptSMSTerms: false,
    });
    expect(issuesOf(result).map(([field]) => field)).toEqual(
      expect.arrayContaining(['favouriteRestaurant', 'birthday.day', 'birthday.month']),
    );
  });
});

describe('preferences, occasion dates and referrals', () => {
  it('reads first_name as firstName (the update payload of spec 2 §3)', () => {
    expect(preferencesSchema.parse({ guid, first_name: 'Ada' }).firstName).toBe('Ada');
    expect(issuesOf(preferencesSchema.safeParse({ guid, firstName: '' }))[0]).toEqual([
      'firstName',
      'Please enter your first name.',
    ]);
  });

  it('leaves out what an update does not carry, so it stays as it is', () => {
    expect(preferencesSchema.parse({ guid, first_name: 'Ada' })).toEqual({
      guid,
      firstName: 'Ada',
      birthday: undefined,
    });
  });

  it('needs a phone number for SMS', () => {
    const result = preferencesSchema.safeParse({
      guid,
      firstName: 'Ada',
      phoneNumber: '',
      websiteSmsOptIn: true,
    });
    expect(issuesOf(result)).toEqual([
      ['phoneNumber', 'Please enter your mobile number to get texts from us.'],
    ]);
  });

  it('takes only v4 guids', () => {
    expect(
      preferencesSchema.safeParse({ guid: '00000000-0000-0000-0000-000000000000', firstName: 'A' })
        .success,
    ).toBe(false);
  });

  it('keeps at most ten occasion dates, each a real day of its month', () => {
    const date = { kind: 'Birthday', day: 29, month: 2 };
    expect(occasionDatesSchema.safeParse({ guid, occasionDates: [date] }).success).toBe(true);
    expect(
      issuesOf(occasionDatesSchema.safeParse({ guid, occasionDates: Array(11).fill(date) })),
    ).toEqual([['occasionDates', 'You can save up to 10 occasions.']]);
    expect(
      occasionDatesSchema.safeParse({ guid, occasionDates: [{ ...date, day: 31, month: 6 }] })
        .success,
    ).toBe(false);
  });

  it('refuses to refer yourself', () => {
    const result = referralSchema.safeParse({
      name: 'Zoë',
      email: 'zoe@example.com',
      friendEmail: 'Zoe@Example.com',
    });
    expect(issuesOf(result)).toEqual([
      ['friendEmail', "Please enter your friend's e-mail address, not your own."],
    ]);
  });
});
