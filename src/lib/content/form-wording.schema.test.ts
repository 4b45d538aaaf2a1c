import { enquiryTypesSchema, formWordingSchema } from './form-wording.schema';
import { settingsEntrySchema } from './settings.schema';

const settings = (fields: Record<string, unknown>) =>
  settingsEntrySchema.parse({ siteId: 'tavola', siteName: 'Tavola', ...fields });

describe("the settings' 'Form wording'", () => {
  it('reads each form’s fields, button and thanks; blank words are none', () => {
    expect(
      formWordingSchema.parse({
        contact: {
          fields: { firstName: { label: ' Forename ', placeholder: '' } },
          thanks: { text: '  ' },
        },
      }),
    ).toEqual({ contact: { fields: { firstName: { label: 'Forename' } }, thanks: {} } });
    expect(formWordingSchema.parse(undefined)).toEqual({});
  });

  it('names a field the form does not have, a part it does not know, a form it has not', () => {
    const issues = (value: unknown) =>
      formWordingSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issues({ contact: { fields: { guests: { label: 'Guests' } } } })).toEqual([
      expect.stringMatching(/^This form has no field "guests" \(it has firstName, lastName/),
    ]);
    expect(issues({ contact: { fields: { email: { lable: 'E-mail' } } } })).toEqual([
      expect.stringContaining('lable'),
    ]);
    expect(issues({ voucher: {} })).toEqual([expect.stringContaining('voucher')]);
  });

  it('a bad one leaves the settings at the code’s words and is named for the editors', () => {
    const read = settings({
      bookNowText: 'Book a table',
      formWording: { contact: { fields: { firstName: { label: 42 } } } },
    });
    expect(read.bookNowText).toBe('Book a table');
    expect(read.formWording).toEqual({});
    expect(read.contentProblems).toEqual([
      { field: 'formWording', problem: expect.stringMatching(/: the default is used$/) },
    ]);
  });
});

describe("the settings' 'Enquiry types'", () => {
  it('takes the spec’s types in the editors’ order and words', () => {
    const types = [
      { value: 'feedback', label: 'Tell us how it went' },
      { value: 'others', label: 'Anything else' },
    ];
    expect(enquiryTypesSchema.parse(types)).toEqual(types);
    expect(settings({}).enquiryTypes).toBeUndefined();
  });

  it('refuses a type the spec does not have, one twice, an empty label or an empty list', () => {
    for (const bad of [
      [{ value: 'complaints', label: 'Complaints' }],
      [
        { value: 'feedback', label: 'Feedback' },
        { value: 'feedback', label: 'Again' },
      ],
      [{ value: 'feedback', label: ' ' }],
      [],
    ]) {
      expect(enquiryTypesSchema.safeParse(bad).success).toBe(false);
      const read = settings({ enquiryTypes: bad });
      expect(read.enquiryTypes).toBeUndefined();
      expect(read.contentProblems).toEqual([
        { field: 'enquiryTypes', problem: expect.stringMatching(/: the default is used$/) },
      ]);
    }
  });
});
