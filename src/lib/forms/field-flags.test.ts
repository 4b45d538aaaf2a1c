import { fieldFlags } from './field-flags';

describe('fieldFlags (spec 2 §3 "Contact form flags")', () => {
  const fields = ['firstName', 'email', 'message'] as const;

  it('start true: an untouched form has no errors', () => {
    expect(fieldFlags({ firstName: '', email: '', message: '' }, {}, fields)).toEqual({
      firstName: { present: true, valid: true },
      email: { present: true, valid: true },
      message: { present: true, valid: true },
    });
  });

  it('are derived from the values and the schema’s errors', () => {
    const errors = {
      firstName: { type: 'too_small', message: 'Please enter your first name.' },
      email: { type: 'invalid_format', message: 'Please enter a valid email address.' },
    };
    expect(fieldFlags({ firstName: '  ', email: 'zoe@', message: 'Hi' }, errors, fields)).toEqual({
      firstName: { present: false, valid: false },
      email: { present: true, valid: false },
      message: { present: true, valid: true },
    });
  });
});
