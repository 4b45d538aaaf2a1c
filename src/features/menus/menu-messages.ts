import { contentMessages } from '@/lib/content';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Every text the menus show a diner (STYLE.md 13). */
export const menuMessages = {
  /** A menu id no menu has (spec 1 §8, spec 2 §8). */
  notFound: contentMessages.menuNotFound,
  filtersLabel: 'Show only',
  clearFilters: 'Clear filters',
  searchLabel: 'Search this menu',
  searchPlaceholder: 'Pizza, ragù, chilli...',
  jumpLabel: 'Jump to a section',
  jumpPlaceholder: 'Choose a section',
  sectionsLabel: (menuName: string) => `${menuName}: sections`,
  menusLabel: 'Our menus',
  dietaryLabel: 'Dietary information',
  noMatches: 'Nothing on this menu matches your choices.',
  showAll: 'Show the whole menu',
  /** The results count, announced politely as it changes. */
  count: (shown: number, total: number) =>
    shown === total ? `${items(total)} on this menu.` : `Showing ${shown} of ${items(total)}.`,
  allergyNotice:
    'Each dish lists which of the 14 major allergens it contains. Our kitchens handle all of them, so we cannot guarantee that any dish is free from traces: if you have an allergy or intolerance, please tell us before you order.',
} as const;
