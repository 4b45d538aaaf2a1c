import { addToList, isListed, registryEdits } from './registry-lines';
import { formNames, parseArgs, tileNames, usage } from './tile-names';

describe('parseArgs', () => {
  it('reads a name and, for a form tile, its form type', () => {
    expect(parseArgs(['opening-times'])).toEqual({ name: 'opening-times' });
    expect(parseArgs(['contact-form', '--form-type', 'contact'])).toEqual({
      name: 'contact-form',
      formType: 'contact',
    });
  });

  it('shows the usage for anything else', () => {
    for (const args of [[], ['--form-type', 'contact'], ['x', '--form-type'], ['x', '--lazy']]) {
      expect(() => parseArgs(args)).toThrow(usage);
    }
  });
});

describe('tileNames', () => {
  it('names a tile type after its folder', () => {
    expect(tileNames({ name: 'opening-times' })).toEqual({
      folder: 'opening-times',
      type: 'openingTimes',
      formType: undefined,
      key: 'openingTimes',
      block: 'OpeningTimesBlock',
      stem: 'openingTimes',
      Stem: 'OpeningTimes',
      title: 'Opening times',
    });
  });

  it('makes a form tile of type form, keyed by its form type', () => {
    expect(tileNames({ name: 'group-booking-form', formType: 'groupBooking' })).toMatchObject({
      type: 'form',
      formType: 'groupBooking',
      key: 'form:groupBooking',
      block: 'GroupBookingFormBlock',
    });
  });

  it('refuses names that cannot be a folder, a form type or a tile type', () => {
    expect(() => tileNames({ name: 'OpeningTimes' })).toThrow('use kebab-case');
    expect(() => tileNames({ name: 'shared' })).toThrow('cannot name a tile folder');
    expect(() => tileNames({ name: 'x', formType: 'group-booking' })).toThrow('use camelCase');
    expect(() => tileNames({ name: 'form' })).toThrow('A form tile needs its form type');
  });
});

describe('the registry lines', () => {
  const names = tileNames({ name: 'contact-form', formType: 'contact' });
  const browser = [
    "import { HeroBlock } from '@/blocks/hero/hero-block';",
    '',
    'export const tileBlocks = {',
    '  hero: HeroBlock,',
    '} satisfies Record<string, AnyBlock>;',
  ].join('\n');
  const edit = registryEdits(names)['src/registry/tile-blocks.ts']!;

  it('adds the import after the last block and the line at the end of the list', () => {
    const openingTimes = registryEdits(tileNames({ name: 'opening-times' }))[
      'src/registry/tile-blocks.ts'
    ]!;
    expect(addToList('tile-blocks.ts', browser, openingTimes).split('\n')).toEqual([
      "import { HeroBlock } from '@/blocks/hero/hero-block';",
      "import { OpeningTimesBlock } from '@/blocks/opening-times/opening-times-block';",
      '',
      'export const tileBlocks = {',
      '  hero: HeroBlock,',
      '  openingTimes: OpeningTimesBlock,',
      '} satisfies Record<string, AnyBlock>;',
    ]);
  });

  it('loads a form tile lazily, so only pages with the form download its code', () => {
    expect(addToList('tile-blocks.ts', browser, edit).split('\n')).toEqual([
      "import { HeroBlock } from '@/blocks/hero/hero-block';",
      '',
      'export const tileBlocks = {',
      '  hero: HeroBlock,',
      "  'form:contact': dynamic(() => import('@/blocks/contact-form/contact-form-block').then((m) => m.ContactFormBlock)),",
      '} satisfies Record<string, AnyBlock>;',
    ]);
  });

  it('says so when the list is not where it was, rather than guess', () => {
    expect(() => addToList('tile-blocks.ts', browser.replace('satisfies', 'as'), edit)).toThrow(
      `tile-blocks.ts no longer has the shape new-tile knows`,
    );
  });

  it('knows a key already registered', () => {
    expect(isListed(browser, { ...edit, key: 'hero' })).toBe(true);
    expect(isListed(addToList('f', browser, edit), edit)).toBe(true);
    expect(isListed(browser, edit)).toBe(false);
  });

  it('lists a new tile’s schema for live updates, and a form’s fields for its wording and editors', () => {
    const live = [
      "import { heroSchema } from '@/blocks/hero/hero.schema';",
      "import type { TileKey } from '../tile-blocks';",
      '',
      'export const liveTileSchemas: Partial<Record<TileKey, ZodType>> = {',
      '  hero: heroSchema,',
      '};',
    ].join('\n');
    const wording = [
      'export const wordedForms = {',
      "  referral: ['name', 'email', 'friendEmail'],",
      '} as const;',
      'const thanks = z.strictObject({});',
      'export const other = {',
      '} as const;',
    ].join('\n');
    const edits = registryEdits(tileNames({ name: 'feedback-survey', formType: 'feedbackSurvey' }));
    const liveEdit = edits['src/registry/live-updates/live-tile-schemas.ts']!;
    expect(addToList('live', live, liveEdit).split('\n')).toEqual([
      "import { heroSchema } from '@/blocks/hero/hero.schema';",
      "import { feedbackSurveySchema } from '@/blocks/feedback-survey/feedback-survey.schema';",
      "import type { TileKey } from '../tile-blocks';",
      '',
      'export const liveTileSchemas: Partial<Record<TileKey, ZodType>> = {',
      '  hero: heroSchema,',
      "  'form:feedbackSurvey': feedbackSurveySchema,",
      '};',
    ]);
    const wordingEdit = edits['src/lib/content/form-wording.schema.ts']!;
    const worded = addToList('wording', wording, wordingEdit);
    expect(worded.split('\n').slice(0, 4)).toEqual([
      'export const wordedForms = {',
      "  referral: ['name', 'email', 'friendEmail'],",
      "  feedbackSurvey: ['name', 'email', 'message'],",
      '} as const;',
    ]);
    expect(isListed(worded, wordingEdit)).toBe(true);
    expect(edits['docs/EDITORS.md']!.entry).toBe(
      '| `feedbackSurvey` | the feedback survey tile | `name`, `email`, `message` | both |',
    );
    expect(isListed(wording, { ...wordingEdit, key: 'other' })).toBe(false);
    const plain = registryEdits(tileNames({ name: 'opening-times' }));
    expect(Object.keys(plain)).not.toContain('src/lib/content/form-wording.schema.ts');
  });
});

describe('formNames', () => {
  it('names a form’s feature and route after its form type', () => {
    expect(formNames('feedbackSurvey')).toEqual({
      formType: 'feedbackSurvey',
      feature: 'feedback-survey',
      route: '/api/feedback-survey',
      stem: 'feedbackSurvey',
      Stem: 'FeedbackSurvey',
      title: 'Feedback survey',
    });
  });
});
