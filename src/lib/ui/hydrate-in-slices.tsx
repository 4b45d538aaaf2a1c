import { Activity, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates on its own, after the page around it, in tasks of a few
 * milliseconds that hand the main thread back to the browser between them. Without such parts a
 * page hydrates in one long task, which holds up a tap and is Lighthouse's Total Blocking Time.
 *
 * It is a visible `<Activity>`: in the server's HTML its content sits in place between two
 * comments, and React hydrates it later at "offscreen" priority, time-sliced. A tap or a key press
 * on a part not hydrated yet hydrates that part first and is then handled (selective hydration).
 * Not a `<Suspense>`: React's server outlines a Suspense boundary that comes after the first
 * 12.8 KB of a page and reveals it with an inline script, which the site's CSP forbids.
 */
export function HydrateInSlices({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
