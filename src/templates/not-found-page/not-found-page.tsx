import { useSyncExternalStore } from 'react';
import { isMissingMenuPath } from '@/features/menus';
import { ErrorPage, errorPageMessages, type Shell } from '@/features/shell';
import { contentMessages } from '@/lib/content/content-errors';

export interface NotFoundPageProps {
  /** The site's layout (absent when the content could not be read). */
  shell?: Shell;
  /** The city and restaurant pages, under which `/menu/{id}` is a menu route. */
  menuPlaces: string[];
}

/**
 * Every missing path (spec 1 §2, §8): status 404 inside the site's layout, with the message for
 * what is missing there (`notFoundMessageAt`). The page is one cached HTML for every path, so the
 * cases are told apart in the browser, from the address.
 */
export function NotFoundPage({ menuPlaces }: NotFoundPageProps) {
  const path = useSyncExternalStore(
    addressNeverChanges,
    () => window.location.pathname,
    () => null,
  );
  const message =
    path === null ? contentMessages.pageNotFound : notFoundMessageAt(path, menuPlaces);
  return <ErrorPage statusCode={404} message={message} />;
}

/**
 * What is missing at `path` (spec 1 §8): a menu a place does not offer ('Menu not found.'), a
 * page a content or restaurant route looked for ('This page could not be found.'), or a path no
 * route serves ('This page could not be found').
 */
export function notFoundMessageAt(path: string, menuPlaces: readonly string[]): string {
  if (isMissingMenuPath(path, menuPlaces)) return contentMessages.menuNotFound;
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const looksUpAPage =
    segments.length <= 2 || ['restaurants', 'careers', 'menu', 'our-menu'].includes(segments[0]!);
  return looksUpAPage ? contentMessages.pageNotFound : errorPageMessages.notFound;
}

/** A 404 page's address does not change while it is shown (a navigation renders another page). */
const addressNeverChanges = () => () => {};
