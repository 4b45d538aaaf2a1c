import { act, render, screen } from '@testing-library/react';
import Router from 'next/router';
import { useRouteProgress } from '../hooks/use-route-progress';
import { routeProgressMessages } from '../messages';
import { RouteProgressBar } from './route-progress-bar';

/** The bar as the layout uses it, with a page to mark busy. */
function Layout({ color }: { color?: string }) {
  const phase = useRouteProgress();
  return (
    <>
      <RouteProgressBar phase={phase} color={color} />
      <main aria-busy={phase === 'loading' || undefined}>Page</main>
    </>
  );
}

const bar = () => document.querySelector<HTMLElement>('[data-route-progress]');
const emit = (event: string, url = '/menu', shallow = false) =>
  act(() => Router.events.emit(event as 'routeChangeStart', url, { shallow }));
const fail = (error: Error) =>
  act(() => Router.events.emit('routeChangeError', error, '/menu', { shallow: false }));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('RouteProgressBar (spec 1 §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows only when a route change takes longer than 200 ms, then fills and goes', () => {
    render(<Layout />);
    emit('routeChangeStart');
    wait(199);
    expect(bar()).toBeNull();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent('');

    wait(1);
    expect(bar()).toHaveAttribute('data-route-progress', 'loading');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(routeProgressMessages.loading);

    emit('routeChangeComplete');
    expect(bar()).toHaveAttribute('data-route-progress', 'finishing');
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent('');
    wait(200);
    expect(bar()).toBeNull();
  });

  it('never shows for a quick route change', () => {
    render(<Layout />);
    emit('routeChangeStart');
    wait(150);
    emit('routeChangeComplete');
    wait(1000);
    expect(bar()).toBeNull();
  });

  it('shows for 5 s at most', () => {
    render(<Layout />);
    emit('routeChangeStart');
    wait(200 + 4999);
    expect(bar()).not.toBeNull();
    wait(1);
    expect(bar()).toBeNull();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  it('goes when the route change fails', () => {
    render(<Layout />);
    emit('routeChangeStart');
    wait(300);
    fail(new Error('Internal Server Error'));
    expect(bar()).toHaveAttribute('data-route-progress', 'finishing');
    wait(200);
    expect(bar()).toBeNull();
  });

  it('carries on through a second change started while it shows', () => {
    render(<Layout />);
    emit('routeChangeStart', '/menu');
    wait(300);
    // Next.js cancels the first change, then starts the second.
    fail(Object.assign(new Error('Route Cancelled'), { cancelled: true }));
    emit('routeChangeStart', '/kids');
    expect(bar()).toHaveAttribute('data-route-progress', 'loading');
    wait(4900);
    expect(bar()).toHaveAttribute('data-route-progress', 'loading');
    emit('routeChangeComplete', '/kids');
    wait(200);
    expect(bar()).toBeNull();
  });

  it('ignores shallow changes (a filter in the query)', () => {
    render(<Layout />);
    emit('routeChangeStart', '/menu?diet=vegan', true);
    wait(1000);
    expect(bar()).toBeNull();
  });

  it("is drawn in the settings' loading colour, or the brand's", () => {
    const { unmount } = render(<Layout color="#ca4b2f" />);
    emit('routeChangeStart');
    wait(200);
    expect(bar()).toHaveStyle({ backgroundColor: '#ca4b2f' });
    unmount();

    render(<Layout />);
    emit('routeChangeStart');
    wait(200);
    expect(bar()!.style.backgroundColor).toBe(''); // the theme's --tavola-loading
  });
});
