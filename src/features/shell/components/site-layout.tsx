import type { ReactNode } from 'react';
import { BookingModalWatcher, journeySettingsOf } from '@/features/booking';
import { CookieConsent } from '@/features/consent';
import { GroupEnquiryWatcher } from '@/features/contact';
import { useRouteProgress } from '../hooks/use-route-progress';
import type { Shell } from '../shell';
import { BackToTop } from './back-to-top';
import { GlobalBanner } from './global-banner';
import { GlobalPopup } from './global-popup';
import { RouteProgressBar } from './route-progress-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Every page's layout, top to bottom (spec 1 §2 "Layout"): global banner, global popup, the
 * modal watchers (the 'Book a Table' modal on #booking, the group enquiry on
 * #group-booking-contact), header, page, footer, cookie banner (the consent bar, in the
 * settings' style), back-to-top. Over it all, the route-change progress bar (spec 1 §9); the page
 * is marked busy while it shows.
 */
export function SiteLayout({ shell, children }: { shell: Shell; children: ReactNode }) {
  const { settings } = shell;
  const progress = useRouteProgress();
  return (
    <div className="site" data-theme={settings.theme}>
      <RouteProgressBar phase={progress} color={settings.loadingColor} />
      {shell.banner && <GlobalBanner banner={shell.banner} />}
      {shell.popup && <GlobalPopup popup={shell.popup} />}
      <BookingModalWatcher settings={journeySettingsOf(settings)} />
      <GroupEnquiryWatcher />
      <SiteHeader settings={settings} bookingLink={shell.bookingLink} />
      <main id="main" aria-busy={progress === 'loading' || undefined}>
        {children}
      </main>
      <SiteFooter settings={settings} />
      <CookieConsent bannerStyle={settings.cookieBannerStyle} />
      <BackToTop settings={settings} />
    </div>
  );
}
