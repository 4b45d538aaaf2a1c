import type { Menu, Settings } from '@/lib/content';
import type { MenuTileProps } from './menu.schema';

/**
 * The menu tile's data, given by its loader (menu.tile.server.ts): the menu as the content
 * source reads it, with every item's dietary tags, which a page's tile entry lacks (they are five
 * links down); and whether to show search and the section dropdown (site settings). If the source
 * has no menu by that slug, the tile keeps its own copy.
 */
export function withMenuData(
  props: MenuTileProps,
  menu: Menu | null,
  settings: Pick<Settings, 'showMenuSearch' | 'showMenuDropdown'>,
): MenuTileProps {
  return {
    ...props,
    menu: menu ?? props.menu,
    showSearch: settings.showMenuSearch,
    showDropdown: settings.showMenuDropdown,
  };
}
