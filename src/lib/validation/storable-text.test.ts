import { isStorableText, storableTextSchema, unstorableTextField } from './storable-text';

describe('storable text', () => {
  it('takes any text a person types, emoji included', () => {
    for (const text of [
      '',
      'Ada Lovelace',
      'Crème brûlée £12',
      'Table for 4 🎉',
      '日本語',
      '\t\n',
    ]) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  it('refuses a NUL byte and either half of a surrogate pair alone', () => {
    for (const text of ['a\u0000b', '\ud83c', 'x\ud83cy', '\udf89', '\udf89\ud83c']) {
      expect(isStorableText(text)).toBe(false);
    }
    expect(storableTextSchema.safeParse('Ada\u0000').error?.issues[0]?.message).toBe(
      'This text has a character that cannot be stored (a NUL byte or half of an emoji). Please remove it.',
    );
  });

  it('names the field of a body or query that holds such text, as zod names fields', () => {
    expect(unstorableTextField({ name: 'Ada', experience: [{ employer: 'ok' }] })).toBeNull();
    expect(unstorableTextField({ experience: [{ employer: 'ok' }, { jobTitle: 'a\u0000' }] })).toBe(
      'experience.1.jobTitle',
    );
    expect(unstorableTextField({ resume: { name: '\ud800.pdf' } })).toBe('resume.name');
    expect(unstorableTextField({ answers: { 'q\u0000': 'yes' } })).toBe('answers.q\u0000');
    expect(unstorableTextField('\u0000')).toBe('request');
  });

  it('walks a deeply nested body at once, without running out of stack', () => {
    const deep = JSON.parse('['.repeat(30_000) + '"\\u0000"' + ']'.repeat(30_000)) as unknown;
    const started = performance.now();
    expect(unstorableTextField(deep)).toMatch(/^0(\.0)+$/);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
