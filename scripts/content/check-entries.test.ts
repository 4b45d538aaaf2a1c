import { checkEntries, type ExportForCheck } from './check-entries';
import { readModel, type ModelContentType } from './read-model';

let model: ModelContentType[];
beforeAll(async () => {
  model = await readModel();
});
const link = (id: string, linkType = 'Entry') => ({ sys: { type: 'Link', linkType, id } });
const entry = (id: string, type: string, fields: Record<string, unknown>) => ({
  sys: { id, contentType: { sys: { id: type } } },
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-GB': v }])),
});
const space = (entries: ExportForCheck['entries'], assets: ExportForCheck['assets'] = []) => ({
  locales: [{ code: 'en-GB', default: true }],
  entries,
  assets,
});

describe('checkEntries', () => {
  it('accepts an entry that follows the model', () => {
    expect(
      checkEntries(model, space([entry('p', 'page', { title: 'Home', slug: 'home', tiles: [] })])),
    ).toEqual([]);
  });

  it('names unknown types and fields, missing required fields and wrong types', () => {
    const problems = checkEntries(
      model,
      space([
        entry('x', 'widget', {}),
        entry('p', 'page', { slug: 'Not A Slug', noindex: 'yes', colour: 'red' }),
      ]),
    );
    expect(problems).toEqual([
      'widget x: content type "widget" is not in the model',
      'page p: field "colour" is not in the model',
      'page p.title: is required',
      'page p.slug: "Not A Slug" does not match ^[a-z0-9]+(-[a-z0-9]+)*$',
      'page p.noindex: expected true or false',
    ]);
  });

  it('checks links: their targets exist and have an allowed type', () => {
    const problems = checkEntries(
      model,
      space(
        [
          entry('p', 'page', { title: 'T', slug: 't', tiles: [link('missing'), link('q')] }),
          entry('q', 'page', { title: 'Q', slug: 'q', shareImage: link('video', 'Asset') }),
        ],
        [
          {
            sys: { id: 'video' },
            fields: { file: { 'en-GB': { url: '/v.mp4', contentType: 'video/mp4' } } },
          },
        ],
      ),
    );
    expect(problems).toEqual([
      'page p.tiles[0]: links to entry missing, which does not exist',
      expect.stringMatching(
        /^page p\.tiles\[1\]: links to a page; allowed: accordionTile, bannerTile, /,
      ),
      'page q.shareImage: links to a video/mp4 asset; allowed: image',
    ]);
  });

  it('checks `in`, `range` and `unique` validations', () => {
    const problems = checkEntries(
      model,
      space([
        entry('t', 'heroTile', { key: 'k', title: 'T', height: 'spinner', width: 13 }),
        entry('a', 'dietaryTag', { name: 'Vegan', code: 'vegan' }),
        entry('b', 'dietaryTag', { name: 'Vegan again', code: 'vegan' }),
      ]),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^heroTile t.height: "spinner" is not one of auto, small/),
      'heroTile t.width: 13 is outside 1..12',
      'dietaryTag b.code: must be unique, but a has the same value',
    ]);
  });
});
