import type { Shell } from '@/features/shell';
import type { Menu } from '@/lib/content';
import type { MenuSummary } from '@/features/menus';

/** A menu page: one menu, with links to the others offered where it is shown. */
export interface MenuPageData {
  menu: Menu;
  /** The menus offered here (the site's, or a restaurant's), in order, for the menu switcher. */
  menus: MenuSummary[];
  /** The restaurant or city whose menu this is, linking back to its page. */
  place?: { name: string; path: string };
  description?: string;
  canonicalUrl: string;
  imageUrl?: string;
}

/** Props of every menu route (/menu, /menu/{id}, /our-menu/{id}, /restaurants/.../menu/{id}). */
export interface MenuPageProps {
  shell: Shell;
  preview: boolean;
  page: MenuPageData;
}
