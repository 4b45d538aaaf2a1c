import { act, renderHook } from '@testing-library/react';
import Router from 'next/router';
import { CHUNK_RELOAD_STORAGE_KEY } from '../start-up/chunk-reload';
import { useStartUp } from './use-start-up';

describe('useStartUp', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('clears old service workers and caches once the browser is idle, once', async () => {
    const unregister = jest.fn(() => Promise.resolve(true));
    const getRegistrations = jest.fn(() => Promise.resolve([{ unregister }]));
    const cacheNames = ['old-pages'];
    const caches = {
      keys: jest.fn(() => Promise.resolve([...cacheNames])),
      delete: jest.fn((name: string) =>
        Promise.resolve(cacheNames.splice(cacheNames.indexOf(name), 1).length > 0),
      ),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistrations },
      configurable: true,
    });
    Object.defineProperty(window, 'caches', { value: caches, configurable: true });

    const { rerender } = renderHook(() => useStartUp());
    expect(getRegistrations).not.toHaveBeenCalled(); // not on the way to the first paint
    await act(async () => {
      jest.runAllTimers(); // jsdom has no requestIdleCallback: the next turn stands in for it
    });
    expect(unregister).toHaveBeenCalledTimes(1);
    expect(caches.delete).toHaveBeenCalledWith('old-pages');

    rerender();
    await act(async () => {
      jest.runAllTimers();
    });
    expect(getRegistrations).toHaveBeenCalledTimes(1);
  });

  it('watches for chunks that fail to load while the app runs, and stops when it goes', () => {
    // jsdom cannot navigate (it says so on the console): the reload shows as its record.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), {
      name: 'ChunkLoadError',
    });
    const { unmount } = renderHook(() => useStartUp());
    act(() => Router.events.emit('routeChangeError', chunkError, '/sign-up', { shallow: false }));
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toMatch(/^\d+$/);

    unmount();
    sessionStorage.clear();
    act(() => Router.events.emit('routeChangeError', chunkError, '/contact', { shallow: false }));
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
    jest.mocked(console.error).mockRestore();
  });
});
