import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * `children` in the browser once this part of the page is hydrated; `fallback` on the server,
 * while hydrating and until `children`'s code is in. For a heavy part drawn only in the browser
 * (the finder's map), given as React's `lazy`:
 * - not before hydration: a part hydrated in slices (`HydrateInSlices`) can still be hydrating
 *   when the code comes in, and would then differ from the server's HTML (React's error 418);
 * - in a transition, in short tasks: React yields to the browser every few milliseconds, where
 *   `next/dynamic`'s loader draws the part in one task as soon as its code is in (a long task in
 *   Lighthouse's phone, its Total Blocking Time). The fallback stays in the page until then.
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
}
