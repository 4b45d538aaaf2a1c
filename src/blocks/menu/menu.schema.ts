import type { z } from 'zod';
import { menuModel } from './menu.model';

/**
 * A menu tile (its fields: menu.model.ts): the menu it links to under an optional title and
 * subtitle. On a page the menu's items arrive without their dietary tags (a page resolves four
 * levels of links), so its loader (menu.tile.server.ts, menu-tile-data.ts) reads the whole menu and
 * the site's search and dropdown flags (not the tile's fields: shown until it has).
 */
export const menuTileSchema = menuModel.schema.transform((tile) => ({
  ...tile,
  showSearch: true,
  showDropdown: true,
}));
export type MenuTileProps = z.infer<typeof menuTileSchema>;
