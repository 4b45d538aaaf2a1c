import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeadingLevel } from '@/lib/ui';
import { MenuBlock } from './menu-block';
import { menuFixture } from './menu.fixture';
import { menuTileSchema } from './menu.schema';

const mockReplace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/our-menu', query: {}, replace: mockReplace, push: jest.fn() }),
}));

const tile = menuTileSchema.parse(menuFixture);

describe('MenuBlock', () => {
  it("shows the tile's title, the menu's description and the menu a level below", () => {
    render(
      <HeadingLevel level={2}>
        <MenuBlock {...tile} />
      </HeadingLevel>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Tonight at Tavola');
    expect(
      screen.getByText('A few favourites from the wood-fired oven and the pasta kitchen.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pizza',
      'Risotto',
      'From the grill',
    ]);
    expect(screen.getByRole('heading', { level: 4, name: 'Margherita' })).toBeInTheDocument();
  });

  it("falls back to the menu's name, and filters by dietary tag", async () => {
    render(<MenuBlock {...tile} title={undefined} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fixture menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gluten-free' }));
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Risotto primavera',
      'Risotto ai funghi',
    ]);
    expect(mockReplace).toHaveBeenCalledWith('/our-menu?diet=gluten-free', undefined, {
      shallow: true,
      scroll: false,
    });
    const group = screen.getByRole('group', { name: 'Show only' });
    expect(within(group).getByRole('button', { name: 'Gluten-free' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows search and the section dropdown as the site settings say', () => {
    render(<MenuBlock {...tile} showSearch={false} showDropdown={false} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('menuTileSchema', () => {
  it('reads the linked menu, with search and dropdown on by default', () => {
    expect(tile.menu.sections).toHaveLength(3);
    expect(tile.menu.sections[0]!.items[0]!.dietaryTags).toEqual([
      { name: 'Vegetarian', code: 'vegetarian' },
    ]);
    expect(tile).toMatchObject({ showSearch: true, showDropdown: true });
  });

  it('refuses a tile without a menu', () => {
    expect(menuTileSchema.safeParse({ ...menuFixture, menu: undefined }).success).toBe(false);
  });
});
