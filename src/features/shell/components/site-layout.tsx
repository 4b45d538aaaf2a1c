import type { ReactNode } from 'react';
import { BookingModalWatcher, journeySettingsOf } from '@/features/booking';
import { CookieConsent } from '@/features/consent';
import { GroupEnquiryWatcher } from '@/features/contact';
import type { Shell } from '../shell';
import { BackToTop } from './back-to-top';
import { GlobalBanner } from './global-banner';
import { GlobalPopup } from './global-popup';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Every page's layout, top to bottom (spec 1 §2 "Layout"): global banner, global popup, the
 * modal watchers (the 'Book a Table' modal on #booking, the group enquiry on
 * #group-booking-contact), header, page, footer, cookie banner (the consent bar, in the
 * settings' style), back-to-top.
 */
export function SiteLayout({ shell, children }: { shell: Shell; children: ReactNode }) {
  const { settings } = shell;
  return (
    <div className="site" data-theme={settings.theme}>
      {shell.banner && <GlobalBanner banner={shell.banner} />}
      {shell.popup && <GlobalPopup popup={shell.popup} />}
      <BookingModalWatcher settings={journeySettingsOf(settings)} />
      <GroupEnquiryWatcher />
      <SiteHeader settings={settings} bookingLink={shell.bookingLink} />
      <main id="main">{children}</main>
      <SiteFooter settings={settings} />
      <CookieConsent bannerStyle={settings.cookieBannerStyle} />
      <BackToTop settings={settings} />
    </div>
  );
}
