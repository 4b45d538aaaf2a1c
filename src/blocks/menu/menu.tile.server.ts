import { defineTile } from '../shared/define-tile.server';
import { menuModel } from './menu.model';
import { menuFixture } from './menu.fixture';
import { menuTileSchema } from './menu.schema';
import { withMenuData } from './menu-tile-data';

export const menuTile = defineTile({
  model: menuModel,
  parse: menuTileSchema,
  fixture: menuFixture,
  // A page's tile entry lacks the items' dietary tags (five levels down): read the whole menu.
  load: async (props, { content, settings }) =>
    withMenuData(props, await content.getMenu(props.menu.slug), settings),
});
