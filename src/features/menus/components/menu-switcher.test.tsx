import { render, screen, within } from '@testing-library/react';
import { createRouterMock } from '../testing/router-mock';
import type { MenuSummary } from '../utils/menu-summary';
import { MenuSwitcher } from './menu-switcher';

let mockRouter = createRouterMock('/menu/main-menu');
jest.mock('next/router', () => ({ useRouter: () => mockRouter.useRouter() }));

const menus: MenuSummary[] = [
  { id: '1', slug: 'main-menu', name: 'Our menu', tagSets: [['vegan', 'vegetarian'], []] },
  { id: '2', slug: 'kids-menu', name: "Kids' menu", tagSets: [['vegetarian']] },
  { id: '3', slug: 'drinks-menu', name: 'Drinks', tagSets: [['gluten-free', 'vegan']] },
];

const links = () =>
  within(screen.getByRole('navigation', { name: 'Our menus' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('MenuSwitcher', () => {
  it('links to every menu from /menu, marking the current one', () => {
    mockRouter = createRouterMock('/menu/main-menu');
    render(<MenuSwitcher menus={menus} currentSlug="main-menu" />);
    expect(links()).toEqual([
      ['Our menu', '/menu/main-menu'],
      ["Kids' menu", '/menu/kids-menu'],
      ['Drinks', '/menu/drinks-menu'],
    ]);
    expect(screen.getByRole('link', { name: 'Our menu' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Drinks' })).not.toHaveAttribute('aria-current');
  });

  it('stays on our-menu paths and on a restaurant, without repeating menu', () => {
    mockRouter = createRouterMock('/our-menu/kids-menu', '/our-menu/[id]');
    const { unmount } = render(<MenuSwitcher menus={menus} currentSlug="kids-menu" />);
    expect(links().map(([, href]) => href)).toEqual([
      '/our-menu/main-menu',
      '/our-menu/kids-menu',
      '/our-menu/drinks-menu',
    ]);
    unmount();
    mockRouter = createRouterMock(
      '/restaurants/london/soho/menu',
      '/restaurants/[city]/[slug]/menu',
    );
    render(<MenuSwitcher menus={menus} currentSlug="main-menu" />);
    expect(links().map(([, href]) => href)).toEqual([
      '/restaurants/london/soho/menu/main-menu',
      '/restaurants/london/soho/menu/kids-menu',
      '/restaurants/london/soho/menu/drinks-menu',
    ]);
  });

  it('carries the dietary filters along and hides menus with nothing that passes them', () => {
    mockRouter = createRouterMock('/menu/main-menu?diet=vegan');
    render(<MenuSwitcher menus={menus} currentSlug="main-menu" />);
    expect(links()).toEqual([
      ['Our menu', '/menu/main-menu?diet=vegan'],
      ['Drinks', '/menu/drinks-menu?diet=vegan'],
    ]);
  });

  it('keeps the current menu even when nothing on it passes, and is not there alone', () => {
    mockRouter = createRouterMock('/menu/kids-menu?diet=spicy');
    const { container } = render(<MenuSwitcher menus={menus} currentSlug="kids-menu" />);
    expect(container).toBeEmptyDOMElement();
  });
});
