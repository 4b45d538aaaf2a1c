import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';
import { anchorFromHash, scrollToSection, sectionId } from '../utils/scroll-to-section';

/**
 * Moving between a menu's sections (spec 2 §2): `goToSection` scrolls smoothly to section-{anchor}
 * and pushes #anchor to the history. A page opened (or returned to with back and forward) at
 * #anchor or #section-anchor scrolls to that section.
 */
export function useSectionNavigation(anchors: readonly string[]) {
  const router = useRouter();
  const known = useRef(anchors);
  useEffect(() => {
    known.current = anchors;
  });

  useEffect(() => {
    const followHash = () => {
      const anchor = anchorFromHash(window.location.hash);
      if (anchor && known.current.includes(anchor)) scrollToSection(anchor);
    };
    // After the first paint, so the sections have their final positions.
    const frame = window.requestAnimationFrame(followHash);
    window.addEventListener('popstate', followHash);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('popstate', followHash);
    };
    // Only on arrival and history moves: a filter that changes the sections must not scroll.
  }, []);

  return useCallback(
    (anchor: string, { moveFocus = false } = {}) => {
      if (!scrollToSection(anchor)) return;
      const [path = ''] = router.asPath.split('#', 1);
      void router.push(`${path}#${anchor}`, undefined, { shallow: true, scroll: false });
      if (moveFocus) {
        // Keyboard and screen-reader users carry on reading from the section they chose.
        const heading = document
          .getElementById(sectionId(anchor))
          ?.querySelector<HTMLElement>('[tabindex="-1"]');
        heading?.focus({ preventScroll: true });
      }
    },
    [router],
  );
}
