import { useEffect, useState } from 'react';
import type { LayoutSettings } from '@/lib/content';
import { Icon, preferredScrollBehavior, useAnyModalOpen, useScrolledPast } from '@/lib/ui';
import styles from './back-to-top.module.scss';

/** True while the bottom of the page is less than `offset` pixels below the viewport. */
function useNearBottom(offset: number | undefined): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!offset) return;
    const check = () => {
      const left = document.documentElement.scrollHeight - window.scrollY - window.innerHeight;
      setNear(left < offset);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [offset]);
  return near;
}

/**
 * The back-to-top button (spec 1 §2): fades in past the settings' offset (600 px), steps aside near
 * the bottom when a bottom offset is set and while a dialog is open, and scrolls up smoothly.
 */
export function BackToTop({ settings }: { settings: LayoutSettings }) {
  const scrolled = useScrolledPast(settings.backToTopOffset);
  const nearBottom = useNearBottom(settings.backToTopBottomOffset);
  const modalOpen = useAnyModalOpen();
  const visible = scrolled && !nearBottom && !modalOpen;

  return (
    <button
      type="button"
      className={`btn btn-primary ${styles.button} ${visible ? styles.visible : ''}`}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => {
        // Focus goes to the top of the page with the view (keyboard users carry on from there).
        // It must move first: this button hides on the way up, and a focused element hiding
        // would stop the smooth scroll.
        document.querySelector<HTMLElement>('header a')?.focus({ preventScroll: true });
        window.scrollTo({ top: 0, behavior: preferredScrollBehavior() });
      }}
    >
      <Icon name={settings.backToTopIcon} size={20} />
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
