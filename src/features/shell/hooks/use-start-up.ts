import Router from 'next/router';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/ui';
import { watchChunkFailures } from '../start-up/chunk-reload';
import { clearOldServiceWorkers } from '../start-up/clear-old-workers';

/**
 * What every page does once it is running in the browser (spec 1 §4 "Start-up", §8): from
 * hydration on, a chunk that fails to load reloads the page (at most once a minute); and once the
 * browser is idle, old service workers are unregistered and their caches deleted. Called once, by
 * the app, so it runs once per page load (client-side navigations keep the app mounted).
 */
export function useStartUp(): void {
  useEffect(() => watchChunkFailures(window, Router.events), []);
  useEffect(
    () =>
      whenIdle(() => {
        void clearOldServiceWorkers();
      }),
    [],
  );
}
