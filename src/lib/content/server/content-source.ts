import type { Banner, Popup } from '../banner.schema';
import type { Choice } from '../choice.schema';
import type { Menu } from '../menu.schema';
import type { Offer } from '../offer.schema';
import type { Page, PageSummary } from '../page.schema';
import type { Redirect } from '../redirect.schema';
import type { Restaurant } from '../restaurant.schema';
import type { Settings } from '../settings.schema';
import type { SocialPost } from '../social-post.schema';

/**
 * Everything the site reads from its CMS, as parsed view models. One source serves one brand (one
 * Contentful space, or one space export in content/). Lists come back in a stable order.
 */
export interface ContentSource {
  /** The brand's settings, or null when the space has none. */
  getSettings(): Promise<Settings | null>;
  /** The page at /{slug} (no parentSlug) or /{parentSlug}/{slug}; 'home' is the home page. */
  getPage(slug: string, parentSlug?: string): Promise<Page | null>;
  /** Every page, without tiles, by path. */
  getPages(): Promise<PageSummary[]>;
  /** Every restaurant, by title. */
  getRestaurants(): Promise<Restaurant[]>;
  getRestaurant(storeId: string): Promise<Restaurant | null>;
  /** The restaurant at /restaurants/{citySlug}/{slug}. */
  getRestaurantBySlug(citySlug: string, slug: string): Promise<Restaurant | null>;
  /** Every menu, by name. */
  getMenus(): Promise<Menu[]>;
  getMenu(slug: string): Promise<Menu | null>;
  /** Every offer, by title. */
  getOffers(): Promise<Offer[]>;
  getOffer(slug: string): Promise<Offer | null>;
  /** Every customer choice, by title. */
  getChoices(): Promise<Choice[]>;
  /** Every banner and popup (whether showing now is for the caller to decide), by id. */
  getBanners(): Promise<Banner[]>;
  getPopups(): Promise<Popup[]>;
  /** Social posts, newest first. */
  getSocialPosts(): Promise<SocialPost[]>;
  /** Every redirect, by path. */
  getRedirects(): Promise<Redirect[]>;
}

/** The names of the ContentSource methods (for caching and the contract suite). */
export type ContentMethod = keyof ContentSource;
