import { menuSchema } from '@/lib/content';
import { menuFixture } from './menu.fixture';
import { menuTileSchema } from './menu.schema';
import { withMenuData } from './menu-tile-data';

// What a page's tile entry holds: the menu four levels down, its items' tags not resolved.
const fixtureMenu = menuFixture.menu as { sections: { items: object[] }[] };
const onPage = menuTileSchema.parse({
  ...menuFixture,
  menu: {
    ...fixtureMenu,
    sections: fixtureMenu.sections.map((section) => ({
      ...section,
      items: section.items.map((item) => ({ ...item, dietaryTags: undefined })),
    })),
  },
});
const fullMenu = menuSchema.parse(menuFixture.menu);
const settings = { showMenuSearch: false, showMenuDropdown: true };

describe('withMenuData', () => {
  it('takes the whole menu, dietary tags and all, and the site settings', () => {
    expect(onPage.menu.sections[0]!.items[0]!.dietaryTags).toEqual([]);
    const loaded = withMenuData(onPage, fullMenu, settings);
    expect(loaded.menu.sections[0]!.items[0]!.dietaryTags).toEqual([
      { name: 'Vegetarian', code: 'vegetarian' },
    ]);
    expect(loaded).toMatchObject({
      title: 'Tonight at Tavola',
      showSearch: false,
      showDropdown: true,
    });
  });

  it("keeps the tile's own menu when the source has none by that slug", () => {
    expect(withMenuData(onPage, null, settings).menu).toEqual(onPage.menu);
  });
});
