import { MenuView } from '@/features/menus';
import { Heading } from '@/lib/ui';
import type { MenuTileProps } from './menu.schema';

/**
 * A menu on a content page: its title (the tile's, or the menu's name), the menu's description,
 * and the menu with its filters, search and sections.
 */
export function MenuBlock({ title, subtitle, menu, showSearch, showDropdown }: MenuTileProps) {
  const description = subtitle ?? menu.description;
  return (
    <div className="container py-5">
      <Heading className="mb-3">{title ?? menu.name}</Heading>
      {description && <p className="lead">{description}</p>}
      <MenuView menu={menu} showSearch={showSearch} showDropdown={showDropdown} />
    </div>
  );
}
