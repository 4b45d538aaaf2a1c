import type { Menu, MenuItem } from '@/lib/content';
import { foldText, isItemVisible, matchesDiet, matchesQuery, visibleSections } from './filter-menu';

const tag = (code: string) => ({ code, name: code });
const item = (name: string, codes: string[], description?: string): MenuItem => ({
  id: name,
  name,
  description,
  dietaryTags: codes.map(tag),
  allergens: [],
});

const menu: Pick<Menu, 'sections'> = {
  sections: [
    {
      id: 'pizza',
      title: 'Pizza',
      anchor: 'pizza',
      items: [
        item('Margherita', ['vegetarian']),
        item('Marinara', ['vegetarian', 'vegan']),
        item('Diavola', ['spicy'], 'Spicy salami and chilli'),
      ],
    },
    {
      id: 'sides',
      title: 'Sides',
      anchor: 'sides',
      items: [item('Fries', ['vegetarian', 'vegan']), item('Truffle fries', [])],
    },
    { id: 'meat', title: 'Grill', anchor: 'grill', items: [item('Steak', ['gluten-free'])] },
  ],
};
const titles = (diet: string[], query?: string) =>
  visibleSections(menu, { diet, query }).map(({ section, items }) => [
    section.title,
    items.map((shown) => shown.name),
  ]);

describe('matchesDiet (spec 2 §4)', () => {
  it('shows every item, tagged or not, when no filter is active', () => {
    expect(matchesDiet([], [])).toBe(true);
    expect(matchesDiet(['vegan'], [])).toBe(true);
  });

  it('shows an item only if every active filter is one of its tags', () => {
    expect(matchesDiet(['vegetarian', 'vegan'], ['vegan'])).toBe(true);
    expect(matchesDiet(['vegetarian', 'vegan'], ['vegan', 'vegetarian'])).toBe(true);
    expect(matchesDiet(['vegetarian'], ['vegan', 'vegetarian'])).toBe(false);
    expect(matchesDiet(['spicy'], ['vegan'])).toBe(false);
  });

  it('hides an item with no tags when any filter is active', () => {
    expect(matchesDiet([], ['vegan'])).toBe(false);
  });
});

describe('matchesQuery', () => {
  it('finds words in the name or the description, in any case and without accents', () => {
    expect(matchesQuery(item('Tagliatelle al ragù', []), 'RAGU')).toBe(true);
    expect(matchesQuery(item('Diavola', [], 'Spicy salami and chilli'), 'salami chilli')).toBe(
      true,
    );
    expect(matchesQuery(item('Diavola', [], 'Spicy salami'), 'salami ham')).toBe(false);
    expect(matchesQuery(item('Margherita', []), '  ')).toBe(true);
  });

  it('folds text to plain lower case', () => {
    expect(foldText('Chicken Liver Pâté')).toBe('chicken liver pate');
  });
});

describe('visibleSections', () => {
  it('keeps every section and item without filters', () => {
    expect(titles([])).toEqual([
      ['Pizza', ['Margherita', 'Marinara', 'Diavola']],
      ['Sides', ['Fries', 'Truffle fries']],
      ['Grill', ['Steak']],
    ]);
  });

  it('drops items that miss a filter, and a section left with no items', () => {
    expect(titles(['vegan'])).toEqual([
      ['Pizza', ['Marinara']],
      ['Sides', ['Fries']],
    ]);
    expect(titles(['vegetarian', 'vegan'])).toEqual([
      ['Pizza', ['Marinara']],
      ['Sides', ['Fries']],
    ]);
    expect(titles(['gluten-free'])).toEqual([['Grill', ['Steak']]]);
  });

  it('leaves nothing (the menu hidden) when no item matches', () => {
    expect(titles(['vegan', 'spicy'])).toEqual([]);
    expect(titles(['halal'])).toEqual([]);
  });

  it('combines the dietary filters and the search', () => {
    expect(titles(['vegetarian'], 'fries')).toEqual([['Sides', ['Fries']]]);
    expect(titles([], 'fries')).toEqual([['Sides', ['Fries', 'Truffle fries']]]);
  });

  it('agrees with isItemVisible item by item', () => {
    const fries = menu.sections[1]!.items[0]!;
    expect(isItemVisible(fries, { diet: ['vegan'], query: 'fri' })).toBe(true);
    expect(isItemVisible(fries, { diet: ['vegan'], query: 'pizza' })).toBe(false);
  });
});
