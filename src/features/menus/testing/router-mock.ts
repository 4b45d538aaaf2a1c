import type { NextRouter } from 'next/router';
import { useSyncExternalStore } from 'react';

/**
 * A stand-in for next/router in component tests: `replace` and `push` change the URL, its query
 * and `asPath` at once, and every component using the router re-renders, as shallow routing does.
 * Use with `jest.mock('next/router', () => ({ useRouter: () => mockRouter.useRouter() }))`.
 */
export function createRouterMock(initialPath: string, pathname = '/menu/[id]') {
  const listeners = new Set<() => void>();
  const navigate = (path: string) => {
    state = snapshot(path);
    listeners.forEach((listener) => listener());
  };
  const replace = jest.fn((url: string) => {
    navigate(url);
    return Promise.resolve(true);
  });
  const push = jest.fn((url: string) => {
    navigate(url);
    return Promise.resolve(true);
  });
  function snapshot(path: string): NextRouter {
    const url = new URL(path, 'http://localhost');
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, key) => (query[key] = value));
    return { asPath: path, pathname, query, replace, push } as unknown as NextRouter;
  }
  let state = snapshot(initialPath);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    useRouter: () =>
      useSyncExternalStore(
        subscribe,
        () => state,
        () => state,
      ),
    replace,
    push,
    /** Where the router is now. */
    current: () => state,
    /** A navigation from outside (back, forward, another component). */
    navigate,
  };
}
