import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * `children` in the browser once this part of the page is hydrated; `fallback` on the server and
 * while hydrating. For a `next/dynamic` import with `ssr: false` that shows from the start: Next's
 * loader renders the component itself as soon as its chunk is in, and a part hydrated in slices
 * (`HydrateInSlices`) can still be hydrating when it comes in. The page would then differ from
 * the server's HTML (React's error 418) and React would throw that part away and render it again.
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  // React hydrates with the server's answer (false) and re-renders at once with the browser's.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? children : fallback;
}
