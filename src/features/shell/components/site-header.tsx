import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { LayoutSettings } from '@/lib/content';
import {
  Icon,
  SiteLink,
  hasInPageBooking,
  requestInPageBooking,
  useScrolledPast,
  Link,
} from '@/lib/ui';
import { MastheadDropdown } from './masthead-dropdown';
import styles from './site-header.module.scss';
import { SiteLogo } from './site-logo';

interface SiteHeaderProps {
  settings: LayoutSettings;
  /** Where Book Now leads from this page. */
  bookingLink: string;
}

/**
 * The masthead (spec 1 §2 "Header"): shown only when the settings hold masthead items; links and
 * dropdowns; a menu button on small screens; solid once the page scrolls past the settings' offset.
 * Book Now starts the in-page booking on the home and restaurants pages, else opens the modal.
 */
export function SiteHeader({ settings, bookingLink }: SiteHeaderProps) {
  const solid = useScrolledPast(settings.headerSolidOffset);
  const [menuOpen, setMenuOpen] = useState(false);
  const router = useRouter();

  useEffect(() => {
    const close = () => setMenuOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  if (settings.mastheadItems.length === 0) return null;

  return (
    <header className={`${styles.header} ${solid ? styles.solid : ''}`} data-solid={solid}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={`${settings.siteName} home`}>
          <SiteLogo settings={settings} />
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name={menuOpen ? 'x-lg' : 'list'} size={24} />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav
          id="site-navigation"
          aria-label="Main"
          className={`${styles.nav} ${menuOpen ? styles.open : ''}`}
        >
          <ul className={styles.items}>
            {settings.mastheadItems.map((item) =>
              item.links && item.links.length > 0 ? (
                <MastheadDropdown key={item.linkText} item={item} />
              ) : (
                <li key={item.linkText} className={styles.item}>
                  <SiteLink link={item} className={styles.link} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <Link
          href={bookingLink}
          className={`btn btn-secondary ${styles.bookNow}`}
          onClick={(event) => {
            // On the home and restaurants pages Book Now starts the booking strip in the page;
            // elsewhere the link opens the booking modal.
            if (!hasInPageBooking(window.location.pathname)) return;
            if (requestInPageBooking()) {
              event.preventDefault();
            } else if (bookingLink.startsWith('/#')) {
              // A restaurants page without a strip still books in place: the modal opens over it,
              // rather than the link taking the diner away to the home page's.
              event.preventDefault();
              window.location.hash = bookingLink.slice(2);
            }
          }}
        >
          {settings.bookNowText}
        </Link>
      </div>
    </header>
  );
}
