import { useEffect, useId, useRef, useState } from 'react';
import { Link, useAnyModalOpen } from '@/lib/ui';
import { SiteDialog } from '@/lib/ui/dialog/site-dialog';
import { acceptAll, rejectAll, type ConsentChoice } from '../consent';
import { consentCopy } from '../messages';
import styles from './cookie-bar.module.scss';
import { COOKIE_PREFERENCES_DIALOG_ID, CookiePreferences } from './cookie-preferences';

/** The site settings' cookie banner style (spec 1 §3): a bar at the bottom, or a dialog. */
export type CookieBannerStyle = 'bar' | 'modal';

/** The dialog of the 'modal' banner style, in the site's register of open dialogs. */
export const COOKIE_CONSENT_DIALOG_ID = 'cookie-consent';

interface CookieBarProps {
  bannerStyle: CookieBannerStyle;
  /** The stored choice the panel's switches start from; null: all off. */
  stored: ConsentChoice | null;
  /** Move focus to the bar as it shows ('Cookie settings' reopened it). */
  focusOnShow: boolean;
  onChoose: (choice: ConsentChoice) => void;
  /** The modal style's Close: no choice now, the bar shows again on the next page. */
  onDismiss: () => void;
}

/** The published height of the bar, so the back-to-top button floats above it. */
function usePublishedHeight(element: HTMLElement | null) {
  useEffect(() => {
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--cookie-bar-height', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-bar-height');
    };
  }, [element]);
}

/**
 * The consent bar (spec 2 §2): what cookies are for, 'Accept all', 'Reject all' (equally
 * prominent) and 'Choose', which opens the panel of switches. The bar is a labelled region that
 * sits at the bottom of the window and after the footer at the end of the page; it never takes
 * focus by itself and steps aside while any of the site's dialogs is open (the 'Book a Table'
 * modal is never covered). In the modal style the same content is a dialog, opened when no other
 * dialog is.
 */
export function CookieBar({
  bannerStyle,
  stored,
  focusOnShow,
  onChoose,
  onDismiss,
}: CookieBarProps) {
  const [choosing, setChoosing] = useState(false);
  // Each opening of the panel starts from the stored choice again.
  const [panelKey, setPanelKey] = useState(0);
  const otherDialogOpen = useAnyModalOpen(COOKIE_PREFERENCES_DIALOG_ID, COOKIE_CONSENT_DIALOG_ID);
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();
  const focused = useRef(false);
  usePublishedHeight(bannerStyle === 'bar' && !otherDialogOpen ? bar : null);

  useEffect(() => {
    if (!focusOnShow || focused.current || !bar) return;
    focused.current = true;
    bar.focus();
  }, [focusOnShow, bar]);

  const content = (
    <>
      <p id={textId} className={styles.text}>
        {consentCopy.text}{' '}
        <Link href="/privacy-policy" className={styles.link}>
          {consentCopy.privacyPolicy}
        </Link>
      </p>
      <div className={styles.buttons}>
        <button type="button" className="btn btn-primary" onClick={() => onChoose(acceptAll())}>
          {consentCopy.acceptAll}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onChoose(rejectAll())}>
          {consentCopy.rejectAll}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-haspopup="dialog"
          onClick={() => {
            setPanelKey((key) => key + 1);
            setChoosing(true);
          }}
        >
          {consentCopy.choose}
        </button>
      </div>
    </>
  );

  return (
    <>
      {bannerStyle === 'bar' ? (
        <section
          ref={setBar}
          className={styles.bar}
          aria-labelledby={titleId}
          aria-describedby={textId}
          tabIndex={-1}
          hidden={otherDialogOpen}
        >
          <div className={`container ${styles.inner}`}>
            <h2 id={titleId} className={styles.title}>
              {consentCopy.title}
            </h2>
            {content}
          </div>
        </section>
      ) : (
        <SiteDialog
          id={COOKIE_CONSENT_DIALOG_ID}
          open={!otherDialogOpen}
          title={consentCopy.title}
          onClose={onDismiss}
        >
          {content}
        </SiteDialog>
      )}
      <CookiePreferences
        key={panelKey}
        open={choosing}
        stored={stored}
        onSave={onChoose}
        onClose={() => setChoosing(false)}
      />
    </>
  );
}
