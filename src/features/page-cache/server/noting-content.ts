import type { ContentMethod, ContentSource } from '@/lib/content/server';

/**
 * The content type each list method reads. A page that reads a list shows whatever entries of that
 * type exist, including one published tomorrow, so it is tagged with the type rather than with
 * each entry: publishing, changing or removing any entry of the type refreshes it.
 */
const listTypes: Partial<Record<ContentMethod, string>> = {
  getPages: 'page',
  getRestaurants: 'restaurant',
  getMenus: 'menu',
  getOffers: 'offer',
  getChoices: 'choice',
  getBanners: 'banner',
  getPopups: 'popup',
  getSocialPosts: 'socialPost',
  getRedirects: 'redirect',
};

/**
 * Single entries whose view models leave out some of what they link to: the settings (one entry,
 * its id not kept; its navigation links), a menu (its items' dietary tags), a restaurant (its
 * opening hours exceptions, given as `alternativeHours` without their entries' ids). A page
 * reading one is tagged with its type too, and a change to what it links to reaches it through
 * that type (`shownThrough`).
 */
const singleTypes: Partial<Record<ContentMethod, string>> = {
  getSettings: 'settings',
  getMenu: 'menu',
  getRestaurant: 'restaurant',
  getRestaurantBySlug: 'restaurant',
};

/** Content types the view models never identify, and the type of the entries that show them. */
const shownThrough: Record<string, string> = {
  navigationItem: 'settings',
  dietaryTag: 'menu',
  openingHoursException: 'restaurant',
};

/** The tag of every page that lists (or reads the one) entries of a content type. */
export const contentTypeTag = (contentType: string) => `type-${contentType}`;

/**
 * The tags a change to an entry of `contentType` expires beside the entry's own id: its type's, and
 * the type's of what shows it when the view models never name it.
 */
export function contentTypeTags(contentType: string): string[] {
  const through = shownThrough[contentType];
  return [contentTypeTag(contentType), ...(through ? [contentTypeTag(through)] : [])];
}

/**
 * `content`, noting in `tags` what each page's data shows: for a list, its content type's tag; for
 * a single entry (a page, the settings, a restaurant), its id and the ids of everything it links
 * to (tiles, navigation, menus, their items).
 */
export function notingContent(content: ContentSource, tags: Set<string>): ContentSource {
  return new Proxy(content, {
    get(target, name: ContentMethod) {
      const method = target[name] as (...args: unknown[]) => Promise<unknown>;
      return async (...args: unknown[]) => {
        const value = await method.apply(target, args);
        const listType = listTypes[name];
        if (listType) {
          tags.add(contentTypeTag(listType));
        } else {
          const singleType = singleTypes[name];
          if (singleType) tags.add(contentTypeTag(singleType));
          addIds(value, tags);
        }
        return value;
      };
    },
  });
}

function addIds(value: unknown, tags: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) addIds(item, tags);
  } else if (value && typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    if (typeof id === 'string') tags.add(id);
    for (const child of Object.values(value)) addIds(child, tags);
  }
}
