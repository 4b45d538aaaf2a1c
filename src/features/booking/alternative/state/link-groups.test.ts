import { keepLinked } from './link-groups';

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('keepLinked', () => {
  it('keeps only the linked items of an inclusive group', () => {
    expect(keepLinked(items, { type: 'inclusive', ids: ['c', 'a'] })).toEqual([
      { id: 'a' },
      { id: 'c' },
    ]);
    expect(keepLinked(items, { type: 'inclusive', ids: [] })).toEqual([]);
  });

  it('keeps the items not linked by an exclusive group', () => {
    expect(keepLinked(items, { type: 'exclusive', ids: ['a'] })).toEqual([
      { id: 'b' },
      { id: 'c' },
    ]);
    expect(keepLinked(items, { type: 'exclusive', ids: [] })).toEqual(items);
  });
});
