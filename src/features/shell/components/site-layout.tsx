import type { ReactNode } from 'react';
import { FormLabels } from '@/lib/forms';
import { HydrateInSlices, useNowOr } from '@/lib/ui';
import { BookingModalWatcher, journeySettingsOf } from '@/features/booking';
import { CookieConsent } from '@/features/consent';
import { GroupEnquiryWatcher } from '@/features/contact';
import { useRouteProgress } from '../hooks/use-route-progress';
import { showingAt, type Shell } from '../shell';
import { BackToTop } from './back-to-top';
import { GlobalBanner } from './global-banner';
import { GlobalPopup } from './global-popup';
import { PreviewBar } from './preview-bar';
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
    <FormLabels
      shown={settings.showFormLabels}
      placeholders={settings.showFormPlaceholders}
      wording={settings.formWording}
    >
      <div className="site">
        <RouteProgressBar phase={progress} color={settings.loadingColor} />
        {shell.preview && <PreviewBar settingsProblems={shell.settingsProblems ?? []} />}
        <TimedNotices shell={shell} />
        <BookingModalWatcher settings={journeySettingsOf(settings)} />
        <GroupEnquiryWatcher enquiryTypes={settings.enquiryTypes} />
        <HydrateInSlices>
          <SiteHeader settings={settings} bookingLink={shell.bookingLink} />
        </HydrateInSlices>
        <main id="main" aria-busy={progress === 'loading' || undefined}>
          {children}
        </main>
        <HydrateInSlices>
          <SiteFooter settings={settings} renderedAt={shell.renderedAt} />
        </HydrateInSlices>
        <CookieConsent bannerStyle={settings.cookieBannerStyle} />
        <BackToTop settings={settings} />
      </div>
    </FormLabels>
  );
}

/**
 * The banner and popup showing when the page was made, then at the visitor's moment: a cached
 * page never keeps one past its end. A component of their own, so that the visitor's clock,
 * which takes over right after hydration, re-renders these two and not the whole layout.
 */
function TimedNotices({ shell }: { shell: Shell }) {
  const now = useNowOr(shell.renderedAt);
  const banner = showingAt(shell.banners, now);
  const popup = showingAt(shell.popups, now);
  return (
    <>
      {banner && <GlobalBanner banner={banner} />}
      {popup && <GlobalPopup popup={popup} />}
    </>
  );
}
