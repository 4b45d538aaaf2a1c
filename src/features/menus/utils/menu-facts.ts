// Types only: the schemas (zod) stay out of the browser bundle.
import type { Allergen, Menu } from '@/lib/content';

/** The 14 major allergens of UK food law, in plain English, in the order the law lists them. */
export const allergenNames: Record<Allergen, string> = {
  celery: 'celery',
  gluten: 'cereals containing gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  lupin: 'lupin',
  milk: 'milk',
  molluscs: 'molluscs',
  mustard: 'mustard',
  nuts: 'tree nuts',
  peanuts: 'peanuts',
  sesame: 'sesame',
  soya: 'soya',
  sulphites: 'sulphur dioxide and sulphites',
};

const lawOrder = Object.keys(allergenNames) as Allergen[];

/** 'Contains: cereals containing gluten, milk' for an item's allergens, or null for none. */
export function allergenStatement(itemAllergens: readonly Allergen[]): string | null {
  const names = lawOrder
    .filter((allergen) => itemAllergens.includes(allergen))
    .map((allergen) => allergenNames[allergen]);
  return names.length > 0 ? `Contains: ${names.join(', ')}` : null;
}

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A price in pounds with two decimals: £12.95, £62.00. */
export const formatPrice = (price: number): string => pounds.format(price);

/** Energy as menus print it: 1,240 kcal. */
export const formatKcal = (kcal: number): string => `${kcal.toLocaleString('en-GB')} kcal`;

/** A dietary filter a diner can turn on. */
export interface DietOption {
  code: string;
  name: string;
}

/** A label for a code no tag on this menu names (a filter carried over in the URL). */
export function labelForCode(code: string): string {
  const words = code.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The dietary tags used on a menu, once each, by name. */
export function dietOptions(menu: Pick<Menu, 'sections'>): DietOption[] {
  const byCode = new Map<string, DietOption>();
  for (const item of menu.sections.flatMap((section) => section.items)) {
    for (const tag of item.dietaryTags) {
      if (!byCode.has(tag.code)) byCode.set(tag.code, { code: tag.code, name: tag.name });
    }
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/**
 * The filter buttons to show: the menu's tags, plus any active filter the menu has no tag for (so
 * a diner can still turn it off; while it is on, it hides everything here).
 */
export function filterOptions(
  menu: Pick<Menu, 'sections'>,
  active: readonly string[],
): DietOption[] {
  const options = dietOptions(menu);
  const missing = active
    .filter((code) => !options.some((option) => option.code === code))
    .map((code) => ({ code, name: labelForCode(code) }));
  return [...options, ...missing];
}

/** The distinct sets of tag codes among a menu's items ([] for untagged items). */
export function tagSetsOf(menu: Pick<Menu, 'sections'>): string[][] {
  const sets = new Map<string, string[]>();
  for (const item of menu.sections.flatMap((section) => section.items)) {
    const codes = [...new Set(item.dietaryTags.map((tag) => tag.code))].sort();
    sets.set(codes.join(','), codes);
  }
  return [...sets.values()];
}
