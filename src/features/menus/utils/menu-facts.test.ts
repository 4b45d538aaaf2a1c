import { allergens, type Menu, type MenuItem } from '@/lib/content';
import {
  allergenNames,
  allergenStatement,
  dietOptions,
  filterOptions,
  formatKcal,
  formatPrice,
  labelForCode,
  tagSetsOf,
} from './menu-facts';
import { hasVisibleItems, summariseMenu } from './menu-summary';

const item = (tags: [string, string][]): MenuItem => ({
  id: tags.join(),
  name: 'Dish',
  dietaryTags: tags.map(([code, name]) => ({ code, name })),
  allergens: [],
});
const menu: Menu = {
  id: 'm',
  slug: 'main-menu',
  name: 'Our menu',
  sections: [
    {
      id: 's1',
      title: 'Pizza',
      anchor: 'pizza',
      items: [
        item([['vegetarian', 'Vegetarian']]),
        item([
          ['vegan', 'Vegan'],
          ['vegetarian', 'Vegetarian'],
        ]),
      ],
    },
    { id: 's2', title: 'Sides', anchor: 'sides', items: [item([]), item([['spicy', 'Spicy']])] },
  ],
};

describe('allergens', () => {
  it('names every one of the 14 UK allergens in plain English', () => {
    expect(allergens).toHaveLength(14);
    expect(Object.keys(allergenNames).sort()).toEqual([...allergens].sort());
    expect(allergenNames.gluten).toBe('cereals containing gluten');
    expect(allergenNames.nuts).toBe('tree nuts');
  });

  it("states what an item contains, in the law's order", () => {
    expect(allergenStatement(['milk', 'gluten'])).toBe('Contains: cereals containing gluten, milk');
    expect(allergenStatement(['sulphites', 'celery', 'eggs'])).toBe(
      'Contains: celery, eggs, sulphur dioxide and sulphites',
    );
    expect(allergenStatement([])).toBeNull();
  });
});

describe('prices and energy', () => {
  it('shows pounds with two decimals', () => {
    expect(formatPrice(12.95)).toBe('£12.95');
    expect(formatPrice(62)).toBe('£62.00');
    expect(formatPrice(4.5)).toBe('£4.50');
    expect(formatPrice(1250)).toBe('£1,250.00');
  });

  it('shows kcal with thousands separated', () => {
    expect(formatKcal(520)).toBe('520 kcal');
    expect(formatKcal(1240)).toBe('1,240 kcal');
  });
});

describe('dietary options', () => {
  it("lists the menu's tags once each, by name", () => {
    expect(dietOptions(menu)).toEqual([
      { code: 'spicy', name: 'Spicy' },
      { code: 'vegan', name: 'Vegan' },
      { code: 'vegetarian', name: 'Vegetarian' },
    ]);
  });

  it('adds an active filter the menu has no tag for, so it can be turned off', () => {
    expect(filterOptions(menu, ['vegan', 'gluten-free']).map((o) => o.name)).toEqual([
      'Spicy',
      'Vegan',
      'Vegetarian',
      'Gluten free',
    ]);
    expect(labelForCode('dairy-free')).toBe('Dairy free');
  });
});

describe('menu summaries', () => {
  it('keep the distinct tag sets of the items', () => {
    expect(tagSetsOf(menu)).toEqual([['vegetarian'], ['vegan', 'vegetarian'], [], ['spicy']]);
    expect(summariseMenu(menu)).toEqual({
      id: 'm',
      slug: 'main-menu',
      name: 'Our menu',
      tagSets: [['vegetarian'], ['vegan', 'vegetarian'], [], ['spicy']],
    });
  });

  it('tell whether any item passes the filters (a menu with none is hidden)', () => {
    const summary = summariseMenu(menu);
    expect(hasVisibleItems(summary, [])).toBe(true);
    expect(hasVisibleItems(summary, ['vegan'])).toBe(true);
    expect(hasVisibleItems(summary, ['vegan', 'spicy'])).toBe(false);
    expect(hasVisibleItems(summary, ['gluten-free'])).toBe(false);
    expect(hasVisibleItems({ tagSets: [] }, [])).toBe(false);
  });
});
