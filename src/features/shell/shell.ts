import type { Banner, Popup, Settings } from '@/lib/content';

/**
 * What every page's layout needs (spec 1 §2 "Layout"): the brand's settings, the banner and popup
 * showing now, and where Book Now leads from this page.
 */
export interface Shell {
  settings: Settings;
  banner: Banner | null;
  popup: Popup | null;
  /** /restaurants/{city}/{slug}/book-now on a restaurant page, otherwise /#booking. */
  bookingLink: string;
}
