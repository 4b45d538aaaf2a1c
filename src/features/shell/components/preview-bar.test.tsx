import { render, screen } from '@testing-library/react';
import { PreviewBar } from './preview-bar';

jest.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/restaurants/london/soho?from=contentful#menus' }),
}));
// The live preview SDK needs Contentful's pane around the page; here only the bar is under test.
jest.mock('next/dynamic', () => () => () => null);

describe('PreviewBar', () => {
  it("says the content is draft and leads out of preview back to the same page's path", () => {
    render(<PreviewBar />);
    expect(screen.getByRole('status')).toHaveTextContent('Preview: you are seeing draft content.');
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/api/draft/disable?path=%2Frestaurants%2Flondon%2Fsoho',
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('names each option of the site settings it could not read, and what the site does meanwhile', () => {
    render(
      <PreviewBar
        settingsProblems={[
          { field: 'cookieBannerStyle', problem: 'Invalid option: the default is used' },
        ]}
      />,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Part of “Site settings” cannot be read.');
    expect(note).toHaveTextContent('cookieBannerStyle: Invalid option: the default is used');
  });
});
