import type { Banner, ContentProblem, LayoutSettings, Popup } from '@/lib/content';
import { isShowing } from '@/lib/content/showing';

/**
 * What every page's layout needs (spec 1 §2 "Layout"): the brand's settings, the banners and
 * popups, and where Book Now leads from this page.
 */
export interface Shell {
  /** The brand's settings, less those no page renders. */
  settings: LayoutSettings;
  /**
   * The banners and popups that had not ended when the page was made, in the content's order. The
   * page may be served from cache for a while, so the layout shows the first one showing at the
   * visitor's moment (`showingAt`).
   */
  banners: Banner[];
  popups: Popup[];
  /** /restaurants/{city}/{slug}/book-now on a restaurant page, otherwise /#booking. */
  bookingLink: string;
  /** When the page was made (ISO): the moment its HTML shows, until the browser's clock takes over. */
  renderedAt: string;
  /** Draft mode: the page shows draft content, with the preview bar. Left out for diners. */
  preview?: true;
  /** In draft mode, the settings options an editor got wrong (each left at its default). */
  settingsProblems?: ContentProblem[];
}

/** The first banner or popup showing at `now`, or null. */
export function showingAt<Item extends Banner | Popup>(items: Item[], now: Date): Item | null {
  return items.find((item) => isShowing(item, now)) ?? null;
}
