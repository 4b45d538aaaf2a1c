import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeadingLevel } from '@/lib/ui';
import { createRouterMock } from '../testing/router-mock';
import { testMenu } from '../testing/test-menu';
import { MenuView, type MenuViewProps } from './menu-view';

let mockRouter = createRouterMock('/menu/test-menu');
jest.mock('next/router', () => ({ useRouter: () => mockRouter.useRouter() }));

const scrollTo = jest.fn();
beforeEach(() => {
  mockRouter = createRouterMock('/menu/test-menu');
  window.scrollTo = scrollTo;
  scrollTo.mockClear();
  Element.prototype.scrollIntoView = jest.fn();
});

function renderMenu(props: Partial<MenuViewProps> = {}) {
  return render(
    <HeadingLevel level={1}>
      <MenuView menu={testMenu} showSearch showDropdown {...props} />
    </HeadingLevel>,
  );
}

const dishes = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const sections = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const toggle = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');

describe('MenuView: dietary filters', () => {
  it('shows every section and item with no filter, and a toggle button per tag', () => {
    renderMenu();
    expect(sections()).toEqual(['Pizza', 'Risotto', 'From the grill']);
    expect(dishes()).toHaveLength(6);
    const group = screen.getByRole('group', { name: 'Show only' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Gluten-free', 'false'],
      ['Spicy', 'false'],
      ['Vegan', 'false'],
      ['Vegetarian', 'false'],
    ]);
    expect(status()).toHaveTextContent('6 items on this menu.');
  });

  it('shows only items with every active tag, hides untagged items and empty sections', async () => {
    renderMenu();
    await userEvent.click(toggle('Vegan'));
    expect(toggle('Vegan')).toHaveAttribute('aria-pressed', 'true');
    expect(dishes()).toEqual(['Vegan salsiccia', 'Risotto primavera']);
    expect(sections()).toEqual(['Pizza', 'Risotto']); // the grill has nothing vegan
    expect(screen.queryByText('Tagliata di manzo')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing 2 of 6 items.');

    await userEvent.click(toggle('Spicy'));
    expect(dishes()).toEqual(['Vegan salsiccia']);
    expect(sections()).toEqual(['Pizza']);
    expect(status()).toHaveTextContent('Showing 1 of 6 items.');
  });

  it('keeps the filters in the URL with shallow routing, so the menu can be shared', async () => {
    renderMenu();
    await userEvent.click(toggle('Vegan'));
    await userEvent.click(toggle('Gluten-free'));
    expect(mockRouter.replace).toHaveBeenLastCalledWith(
      '/menu/test-menu?diet=vegan,gluten-free',
      undefined,
      { shallow: true, scroll: false },
    );
    await userEvent.click(toggle('Vegan'));
    expect(mockRouter.current().asPath).toBe('/menu/test-menu?diet=gluten-free');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(mockRouter.current().asPath).toBe('/menu/test-menu');
    expect(dishes()).toHaveLength(6);
  });

  it('starts from the filters in the URL, and follows the URL when it changes', () => {
    mockRouter = createRouterMock('/menu/test-menu?diet=gluten-free');
    renderMenu();
    expect(toggle('Gluten-free')).toHaveAttribute('aria-pressed', 'true');
    expect(dishes()).toEqual(['Risotto primavera', 'Risotto ai funghi']);
    act(() => mockRouter.navigate('/menu/test-menu?diet=spicy'));
    expect(dishes()).toEqual(['Diavola', 'Vegan salsiccia']);
  });

  it('hides the whole menu when nothing matches, and brings it back', async () => {
    mockRouter = createRouterMock('/menu/test-menu?diet=gluten-free,spicy');
    renderMenu();
    expect(status()).toHaveTextContent('Nothing on this menu matches your choices.');
    expect(sections()).toEqual([]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Jump to a section' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the whole menu' }));
    expect(dishes()).toHaveLength(6);
  });

  it('offers a filter from the URL that this menu has no tag for, so it can be turned off', async () => {
    mockRouter = createRouterMock('/menu/test-menu?diet=halal');
    renderMenu();
    expect(toggle('Halal')).toHaveAttribute('aria-pressed', 'true');
    expect(sections()).toEqual([]);
    await userEvent.click(toggle('Halal'));
    expect(screen.queryByRole('button', { name: 'Halal' })).not.toBeInTheDocument();
    expect(dishes()).toHaveLength(6);
  });
});

describe('MenuView: search', () => {
  it('finds items by name or description, in any letter case', async () => {
    renderMenu();
    const search = screen.getByRole('searchbox', { name: 'Search this menu' });
    await userEvent.type(search, 'RISOTTO');
    expect(dishes()).toEqual(['Risotto primavera', 'Risotto ai funghi']);
    await userEvent.clear(search);
    await userEvent.type(search, 'parmigiano');
    expect(dishes()).toEqual(['Risotto ai funghi']);
    expect(status()).toHaveTextContent('Showing 1 of 6 items.');
  });

  it('combines with the dietary filters', async () => {
    renderMenu();
    await userEvent.click(toggle('Vegetarian'));
    await userEvent.type(screen.getByRole('searchbox'), 'pizza margherita');
    expect(status()).toHaveTextContent('Nothing on this menu matches your choices.');
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'margherita');
    expect(dishes()).toEqual(['Margherita']);
  });

  it('is not there when the site settings turn it off', () => {
    renderMenu({ showSearch: false });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('MenuView: sections, anchors and the dropdown', () => {
  it('anchors each section as section-{anchor}', () => {
    renderMenu();
    expect(screen.getByRole('region', { name: 'Pizza' })).toHaveAttribute('id', 'section-pizza');
    expect(screen.getByRole('region', { name: 'From the grill' })).toHaveAttribute(
      'id',
      'section-grill',
    );
  });

  it('scrolls to a section from its link, pushes #anchor and moves the reading position there', async () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Test menu: sections' });
    const link = within(nav).getByRole('link', { name: 'Risotto' });
    expect(link).toHaveAttribute('href', '#section-risotto');
    await userEvent.click(link);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/menu/test-menu#risotto', undefined, {
      shallow: true,
      scroll: false,
    });
    expect(screen.getByRole('heading', { name: 'Risotto' })).toHaveFocus();
  });

  it('keeps the query when it pushes the anchor, and the anchor when filters change', async () => {
    mockRouter = createRouterMock('/menu/test-menu?diet=vegan');
    renderMenu();
    await userEvent.click(screen.getByRole('link', { name: 'Risotto' }));
    expect(mockRouter.current().asPath).toBe('/menu/test-menu?diet=vegan#risotto');
    await userEvent.click(toggle('Spicy'));
    expect(mockRouter.current().asPath).toBe('/menu/test-menu?diet=vegan,spicy#risotto');
  });

  it('jumps to the section chosen in the dropdown, which lists only the sections showing', async () => {
    renderMenu();
    const dropdown = screen.getByRole('combobox', { name: 'Jump to a section' });
    expect(
      within(dropdown)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a section', 'Pizza', 'Risotto', 'From the grill']);
    await userEvent.selectOptions(dropdown, 'From the grill');
    expect(scrollTo).toHaveBeenCalled();
    expect(mockRouter.current().asPath).toBe('/menu/test-menu#grill');
    expect(dropdown).toHaveFocus();

    await userEvent.click(toggle('Vegan'));
    expect(
      within(dropdown)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a section', 'Pizza', 'Risotto']);
  });

  it('has no dropdown when the site settings turn it off', () => {
    renderMenu({ showDropdown: false });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('scrolls to the section named by the hash it opens at', () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 1;
    });
    window.history.replaceState(null, '', '/menu/test-menu#risotto');
    renderMenu();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/');
    frame.mockRestore();
  });
});

describe('MenuView: items', () => {
  it('shows price, description, dietary tags, kcal and allergens in plain English', () => {
    renderMenu();
    const item = screen.getByRole('heading', { name: 'Margherita' }).closest('li')!;
    const card = within(item);
    expect(card.getByText('£12.95')).toBeInTheDocument();
    expect(card.getByText('Tomato, fior di latte and basil.')).toBeInTheDocument();
    expect(
      within(card.getByRole('list', { name: 'Dietary information' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Vegetarian']);
    expect(card.getByText('880 kcal')).toBeInTheDocument();
    expect(card.getByText('Contains: cereals containing gluten, milk')).toBeInTheDocument();
  });

  it('leaves out what an item does not have', () => {
    renderMenu();
    const item = within(screen.getByRole('heading', { name: 'Tagliata di manzo' }).closest('li')!);
    expect(item.getByText('£27.95')).toBeInTheDocument();
    expect(item.queryByRole('list')).not.toBeInTheDocument();
    expect(item.queryByText(/Contains/)).not.toBeInTheDocument();
  });
});
