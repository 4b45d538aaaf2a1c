import { render, screen } from '@testing-library/react';
import { settingsSchema } from '@/lib/content';
import type { MenuPageProps } from './menu-page.types';
import { createRouterMock } from '@/features/menus/testing/router-mock';
import { testMenu } from '@/features/menus/testing/test-menu';
import { summariseMenu } from '@/features/menus';
import { MenuPage } from './menu-page';

const mockRouter = createRouterMock('/restaurants/london/soho/menu/test-menu');
jest.mock('next/router', () => ({ useRouter: () => mockRouter.useRouter() }));
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));

const shell = {
  settings: settingsSchema.parse({ siteId: 'tavola', siteName: 'Tavola', showMenuSearch: false }),
  banners: [],
  popups: [],
  renderedAt: '2026-11-24T12:00:00.000Z',
  bookingLink: '/restaurants/london/soho/book-now',
};
const page: MenuPageProps['page'] = {
  menu: testMenu,
  menus: [summariseMenu(testMenu), { id: 'k', slug: 'kids-menu', name: 'Kids', tagSets: [[]] }],
  place: { name: 'London Soho', path: '/restaurants/london/soho' },
  description: testMenu.description,
  canonicalUrl: 'https://www.tavola.example/menu/test-menu',
};

describe('MenuPage', () => {
  it("shows the menu under its name, with its restaurant, the other menus and the site's flags", () => {
    render(<MenuPage shell={shell} preview={false} page={page} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Test menu');
    expect(screen.getByRole('link', { name: 'London Soho' })).toHaveAttribute(
      'href',
      '/restaurants/london/soho',
    );
    expect(screen.getByRole('link', { name: 'Kids' })).toHaveAttribute(
      'href',
      '/restaurants/london/soho/menu/kids-menu',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pizza' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Margherita' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument(); // showMenuSearch: false
    expect(screen.getByRole('combobox', { name: 'Jump to a section' })).toBeInTheDocument();
  });

  it("titles the page with the brand's name, and gives the canonical address", () => {
    render(<MenuPage shell={shell} preview={false} page={page} />);
    // Spec 2 §2 "Menus": the page title is the brand name (the menu's name is its heading).
    expect(document.querySelector('title')?.textContent).toBe('Tavola');
    expect(document.querySelector('link[rel=canonical]')).toHaveAttribute(
      'href',
      'https://www.tavola.example/menu/test-menu',
    );
    expect(document.querySelector('meta[name=description]')).toHaveAttribute(
      'content',
      testMenu.description,
    );
  });
});
