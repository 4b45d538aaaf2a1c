import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { BANNER_DELAY_MS, type ConsentChoice } from '../consent';
import { onCookieSettings, saveConsent } from '../consent-runtime';
import { cookieSettingsCopy } from '../first-load-messages';
import { readStoredConsent } from '../stored-consent';
import type { CookieBannerStyle } from './cookie-bar';
import { COOKIE_SETTINGS_BUTTON_ID } from './cookie-settings-button';

// The bar's code (its texts, switches and panel) is fetched only when it shows: after 100 ms on
// a first visit, or when 'Cookie settings' is used. A diner who has chosen never downloads it.
// React's lazy, not next/dynamic: the bar is never in the server's HTML, and Next's loader renders
// synchronously when the code comes in, where React renders it in the transition that shows it.
const CookieBar = lazy(() =>
  import('./cookie-bar').then((module) => ({ default: module.CookieBar })),
);

interface Showing {
  /** The stored choice the panel starts from (null on a first visit: every switch off). */
  stored: ConsentChoice | null;
  /** Reopened by 'Cookie settings': focus goes to the bar. */
  focus: boolean;
}

/**
 * The cookie banner of the layout (spec 1 §2, after the footer): nothing on the server (pages are
 * cached for every diner); in the browser, the consent bar 100 ms after the page when no choice is
 * stored (spec 2 §9), and again whenever 'Cookie settings' is used. A choice is saved (cookie,
 * Consent Mode update, tag manager), announced, and focus moves to 'Cookie settings'.
 */
export function CookieConsent({ bannerStyle = 'bar' }: { bannerStyle?: CookieBannerStyle }) {
  const [showing, setShowing] = useState<Showing | null>(null);
  const [saved, setSaved] = useState(false);
  const returnFocus = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (readStoredConsent()) return;
    // A transition: the bar renders in short tasks, not one long one while the page is still
    // loading (Lighthouse's Total Blocking Time). Opened already by 'Cookie settings', it stays
    // as that left it (focused).
    const timer = window.setTimeout(
      () => startTransition(() => setShowing((shown) => shown ?? { stored: null, focus: false })),
      BANNER_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(
    () =>
      onCookieSettings(() => {
        setSaved(false);
        setShowing({ stored: readStoredConsent(), focus: true });
      }),
    [],
  );

  // Once the bar has gone, focus (if it was in the bar) moves to 'Cookie settings', where the
  // choice can be changed, without scrolling the page there.
  useEffect(() => {
    if (showing || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(COOKIE_SETTINGS_BUTTON_ID)?.focus({ preventScroll: true });
  }, [showing]);

  const close = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current = !active || active === document.body || !!root.current?.contains(active);
    setShowing(null);
  }, []);

  const choose = useCallback(
    (choice: ConsentChoice) => {
      saveConsent(choice);
      setSaved(true);
      close();
    },
    [close],
  );

  return (
    // No box of its own: the bar sticks within the whole page, not within this wrapper.
    <div ref={root} style={{ display: 'contents' }}>
      <p role="status" className="visually-hidden">
        {saved ? cookieSettingsCopy.saved : ''}
      </p>
      {showing && (
        <Suspense>
          <CookieBar
            bannerStyle={bannerStyle}
            stored={showing.stored}
            focusOnShow={showing.focus}
            onChoose={choose}
            onDismiss={close}
          />
        </Suspense>
      )}
    </div>
  );
}
