import type { z } from 'zod';
import type { Logger } from '@/lib/log';
import type { ContentProblem } from '../content-problem';
import { bannerSchema, popupSchema } from '../banner.schema';
import { choiceSchema } from '../choice.schema';
import { menuSchema } from '../menu.schema';
import { offerSchema } from '../offer.schema';
import { pageSchema, pageSummarySchema } from '../page.schema';
import { redirectSchema } from '../redirect.schema';
import { restaurantSchema } from '../restaurant.schema';
import { settingsEntrySchema } from '../settings.schema';
import { socialPostSchema } from '../social-post.schema';
import type { ContentSource } from './content-source';
import type { EntryStore } from './entry-store';
import { flattenEntry } from '../flatten-entry';

/** How deep each kind of entry's links are resolved (the Delivery API's `include`). */
export const includeDepth = {
  settings: 3, // masthead item -> dropdown links; logo
  page: 4, // page -> tile -> slide tile -> its image and links
  pageSummary: 1, // page -> parent
  restaurant: 3, // restaurant -> hero tile -> its image and links; menus
  menu: 3, // menu -> section -> item -> dietary tag
  offer: 1,
  other: 1,
} as const;

const byText =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b), 'en-GB');

/**
 * A ContentSource over any EntryStore: it fetches, flattens, and parses each entry with its zod
 * schema. An invalid entry is logged with its id and skipped; it never breaks a page. A restaurant
 * whose opening hours are partly unreadable is kept (opening-hours.ts), and what is wrong logged.
 */
export function createContentSource(store: EntryStore, log: Logger): ContentSource {
  async function find<S extends z.ZodType>(
    contentType: string,
    schema: S,
    include: number,
    fields?: Record<string, string>,
  ): Promise<z.output<S>[]> {
    const entries = await store.getEntries({ contentType, include, fields });
    return entries.flatMap((entry) => {
      const flat = flattenEntry(entry);
      const parsed = schema.safeParse(flat);
      if (parsed.success) {
        const { contentProblems } = parsed.data as { contentProblems?: ContentProblem[] };
        if (contentProblems?.length) {
          log.warn(
            { entryId: flat.id, contentType, problems: contentProblems },
            'Content entry partly unreadable',
          );
        }
        return [parsed.data as z.output<S>];
      }
      log.warn(
        { entryId: flat.id, contentType, issues: parsed.error.issues },
        'Invalid content entry skipped',
      );
      return [];
    });
  }

  return {
    async getSettings() {
      const all = await find('settings', settingsEntrySchema, includeDepth.settings);
      return all.sort(byText((s) => s.siteId))[0] ?? null;
    },
    async getPage(slug, parentSlug) {
      const pages = await find('page', pageSchema, includeDepth.page, { slug });
      return pages.find((page) => page.parentSlug === parentSlug) ?? null;
    },
    async getPages() {
      const pages = await find('page', pageSummarySchema, includeDepth.pageSummary);
      return pages.sort(byText((page) => page.path));
    },
    async getRestaurants() {
      const all = await find('restaurant', restaurantSchema, includeDepth.restaurant);
      return all.sort(byText((r) => `${r.title}\u0000${r.storeId}`));
    },
    async getRestaurant(storeId) {
      const [restaurant] = await find('restaurant', restaurantSchema, includeDepth.restaurant, {
        storeId,
      });
      return restaurant ?? null;
    },
    async getRestaurantBySlug(citySlug, slug) {
      const all = await find('restaurant', restaurantSchema, includeDepth.restaurant, { slug });
      return all.find((restaurant) => restaurant.citySlug === citySlug) ?? null;
    },
    async getMenus() {
      const all = await find('menu', menuSchema, includeDepth.menu);
      return all.sort(byText((menu) => menu.name));
    },
    async getMenu(slug) {
      const [menu] = await find('menu', menuSchema, includeDepth.menu, { slug });
      return menu ?? null;
    },
    async getOffers() {
      const all = await find('offer', offerSchema, includeDepth.offer);
      return all.sort(byText((offer) => offer.title));
    },
    async getOffer(slug) {
      const [offer] = await find('offer', offerSchema, includeDepth.offer, { slug });
      return offer ?? null;
    },
    async getChoices() {
      const all = await find('choice', choiceSchema, includeDepth.other);
      return all.sort(byText((choice) => choice.title));
    },
    async getBanners() {
      const all = await find('banner', bannerSchema, includeDepth.other);
      return all.sort(byText((banner) => banner.id));
    },
    async getPopups() {
      const all = await find('popup', popupSchema, includeDepth.other);
      return all.sort(byText((popup) => popup.id));
    },
    async getSocialPosts() {
      const all = await find('socialPost', socialPostSchema, includeDepth.other);
      return all.sort(byText((post) => post.postedAt)).reverse();
    },
    async getRedirects() {
      const all = await find('redirect', redirectSchema, includeDepth.other);
      return all.sort(byText((redirect) => redirect.from));
    },
  };
}
