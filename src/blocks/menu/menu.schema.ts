import { z } from 'zod';
import { menuSchema } from '@/lib/content';

/**
 * A menu tile: the menu it links to (its `menu` field) under an optional title and subtitle. On a
 * page the menu's items arrive without their dietary tags (a page resolves four levels of links),
 * so its loader (menu.tile.server.ts, menu-tile-data.ts) reads the whole menu and the site's
 * search and dropdown flags.
 */
export const menuTileSchema = z.object({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  menu: menuSchema,
  showSearch: z.boolean().default(true),
  showDropdown: z.boolean().default(true),
});
export type MenuTileProps = z.infer<typeof menuTileSchema>;
