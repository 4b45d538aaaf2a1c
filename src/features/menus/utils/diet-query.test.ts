import { dietSearch, parseDiet, toggleCode, withDiet } from './diet-query';

describe('parseDiet', () => {
  it('reads comma-separated codes, once each, in order', () => {
    expect(parseDiet('vegan,gluten-free')).toEqual(['vegan', 'gluten-free']);
    expect(parseDiet('Vegan, vegan ,spicy')).toEqual(['vegan', 'spicy']);
    expect(parseDiet(['vegan', 'spicy'])).toEqual(['vegan', 'spicy']);
  });

  it('ignores empty and malformed codes', () => {
    expect(parseDiet(undefined)).toEqual([]);
    expect(parseDiet('')).toEqual([]);
    expect(parseDiet(',,<script>,-x,vegan')).toEqual(['vegan']);
  });

  it('keeps at most ten codes', () => {
    const many = Array.from({ length: 12 }, (_, i) => `tag${i}`).join(',');
    expect(parseDiet(many)).toHaveLength(10);
  });
});

describe('withDiet', () => {
  it('sets the filters in the query, readable, keeping the path, other parameters and hash', () => {
    expect(withDiet('/menu/main-menu', ['vegan', 'gluten-free'])).toBe(
      '/menu/main-menu?diet=vegan,gluten-free',
    );
    expect(withDiet('/menu/main-menu?diet=spicy&utm_source=mail#pizza', ['vegan'])).toBe(
      '/menu/main-menu?utm_source=mail&diet=vegan#pizza',
    );
  });

  it('removes the parameter when no filter is left', () => {
    expect(withDiet('/menu/main-menu?diet=vegan', [])).toBe('/menu/main-menu');
    expect(withDiet('/our-menu?diet=vegan#pasta', [])).toBe('/our-menu#pasta');
  });

  it('reads an encoded comma', () => {
    expect(withDiet('/menu?diet=vegan%2Cspicy&a=1', ['spicy'])).toBe('/menu?a=1&diet=spicy');
  });
});

describe('dietSearch and toggleCode', () => {
  it('makes a query for links', () => {
    expect(dietSearch([])).toBe('');
    expect(dietSearch(['vegan', 'spicy'])).toBe('?diet=vegan,spicy');
  });

  it('adds a code or takes it away', () => {
    expect(toggleCode(['vegan'], 'spicy')).toEqual(['vegan', 'spicy']);
    expect(toggleCode(['vegan', 'spicy'], 'vegan')).toEqual(['spicy']);
  });
});
