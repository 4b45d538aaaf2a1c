import { CookieSettingsButton } from '@/features/consent';
import { londonYear } from '@/lib/clock';
import type { LayoutSettings } from '@/lib/content';
import { Icon, iconNames, SiteLink, type IconName, Link, useNowOr } from '@/lib/ui';
import styles from './site-footer.module.scss';
import { SiteLogo } from './site-logo';

const isIcon = (name: string | undefined): name is IconName =>
  (iconNames as readonly string[]).includes(name ?? '');

/**
 * The footer (spec 1 §2): logo to /, the newsletter line with 'Sign Up Here' (for a brand with a
 * sign-up page: settings, 'Show newsletter sign-up'), social icons,
 * footer links, and the copyright with the site name and the current year, beside the
 * 'Cookie settings' button that reopens the consent bar. The year is the page's until the
 * visitor's clock takes over (a cached page may cross New Year).
 */
export function SiteFooter({
  settings,
  renderedAt,
}: {
  settings: LayoutSettings;
  renderedAt: string;
}) {
  return (
    <footer className={`bg-brand ${styles.footer}`}>
      <div className="container py-5">
        <div className="row gy-4 align-items-center">
          <div className="col-md-4">
            <Link href="/" aria-label={`${settings.siteName} home`} className="text-reset">
              <SiteLogo settings={settings} />
            </Link>
          </div>
          {settings.showNewsletterSignUp && (
            <div className="col-md-4">
              <p className="h5 mb-2">Newsletter</p>
              <p className="mb-2">Be the first to hear about new menus, offers and events.</p>
              <Link href="/sign-up" className="btn btn-secondary">
                Sign Up Here
              </Link>
            </div>
          )}
          {settings.socialMediaItems.length > 0 && (
            <div className="col-md-4">
              {/* Inside its column, so the icons keep the gutter the text beside them has. */}
              <ul className={styles.social} aria-label="Follow us">
                {settings.socialMediaItems.map((item) => (
                  <li key={item.linkUrl ?? item.linkText}>
                    <a
                      href={item.linkUrl}
                      className={styles.socialLink}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {isIcon(item.className) ? <Icon name={item.className} size={22} /> : null}
                      <span className="visually-hidden">
                        {item.description ?? item.linkText} (opens in a new tab)
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {settings.footerItems.length > 0 && (
          <nav aria-label="Footer" className="mt-4">
            <ul className={styles.links}>
              {settings.footerItems.map((item) => (
                <li key={`${item.linkText}${item.linkUrl}`}>
                  <SiteLink link={item} className={styles.link} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={`small mt-4 ${styles.bottomLine}`}>
          <Copyright siteName={settings.siteName} renderedAt={renderedAt} />
          <CookieSettingsButton className={styles.cookieSettings} />
        </div>
      </div>
    </footer>
  );
}

/**
 * '© 2026 Tavola'. A component of its own, so that the visitor's clock, which takes over right
 * after hydration, re-renders this line and not the footer.
 */
function Copyright({ siteName, renderedAt }: { siteName: string; renderedAt: string }) {
  const year = londonYear(useNowOr(renderedAt));
  return (
    <p className="mb-0">
      © {year} {siteName}
    </p>
  );
}
