// The one module that uses next/link: everything else links through this Link.
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link';
import { useCallback, type ComponentProps, type Ref } from 'react';
import { watchForIdlePrefetch } from './idle-prefetch';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'ref'> & {
  /** false: never prefetch this page. */
  prefetch?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** Gives `element` to a ref of any kind; returns what undoes it. */
function attach(ref: Ref<HTMLAnchorElement> | undefined, element: HTMLAnchorElement): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(element);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = element;
    return () => {
      ref.current = null;
    };
  }
  return () => {};
}

/**
 * A link to a page, as next/link, with the site's prefetch (spec 1 §9): the page is prefetched
 * once the link nears the viewport and the browser is idle (at most 2000 ms later), and never on a
 * slow (2g) or data-saver connection. Next.js's own viewport prefetch, which fires at once on any
 * connection, is off. ESLint sends every `next/link` import here.
 */
export function Link({ prefetch = true, ref, ...props }: LinkProps) {
  const href = typeof props.href === 'string' ? props.href : (props.href.pathname ?? undefined);
  const setRef = useCallback(
    (element: HTMLAnchorElement | null) => {
      if (!element) return;
      const detach = attach(ref, element);
      const stopPrefetch = prefetch && href ? watchForIdlePrefetch(element, href) : undefined;
      return () => {
        stopPrefetch?.();
        detach();
      };
    },
    [href, prefetch, ref],
  );
  return <NextLink {...props} prefetch={false} ref={setRef} />;
}
